import { useCallback, useEffect, useState } from "react";
import { type ProjectCardData, projectCards } from "./project-cards";
import { readProjects } from "./read-projects";

export type ProjectCardsRead = { projects: ProjectCardData[] | null; failed: boolean; retry: () => void };

/**
 * Every public project in card shape, read from the API once the island runs, not embedded in the page
 * (issue 47: home's HTML carried the 24 projects for its category tabs and its map, 11 KB no first
 * screen shows). The islands that use it hydrate as they near the viewport, so the read comes after
 * the first screen; the API's answer is cached for a minute, so a second island's read is the browser's copy.
 */
export function useProjectCards(): ProjectCardsRead {
  const [projects, setProjects] = useState<ProjectCardData[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    readProjects().then(
      (list) => live && setProjects(projectCards(list)),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);
  return { projects, failed, retry };
}
