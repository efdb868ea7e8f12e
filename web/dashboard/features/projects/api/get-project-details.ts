import { queryOptions, useQuery } from "@tanstack/react-query";
import { withApi } from "@/shared/lib/api-read";
import { projectDetailsLists } from "@/shared/lib/lists";
import type { ProjectWithDetails } from "@/shared/features/projects/lib/project-with-details";

/**
 * GET /api/projects/{uniId}/details: the project and its `details` (null when none were added).
 * An unknown (or unapproved) project answers 404, which becomes `null` so the page can say so
 * instead of retrying.
 */
export const projectDetailsQuery = (uniId: string) =>
  queryOptions({
    queryKey: ["projects", uniId, "details"],
    queryFn: () =>
      withApi(async (api, json): Promise<ProjectWithDetails | null> => {
        const res = await api.projects[":id"].details.$get({ param: { id: uniId } });
        if (res.status === 404) return null;
        const project = await json<ProjectWithDetails>(res);
        return { ...project, details: project.details ? projectDetailsLists(project.details) : null };
      }),
  });

export const useProjectDetails = (uniId: string) => useQuery(projectDetailsQuery(uniId));
