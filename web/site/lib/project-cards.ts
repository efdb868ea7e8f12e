import type { FlatSummary, ProgressSummary, Project } from "@/shared/lib/contract";

/**
 * What a project tile, the menus and the map show of a project (its card, the header's and footer's
 * lists, its marker): the fields they read, no more. Islands get projects in this shape, so the page embeds for them only what
 * they render (issue 47: the home page's island data was 20 KB, a third of it ids, statuses, schedule
 * and time stamps no island reads). Server-rendered parts may pass full projects, which fit it.
 */
export type ProjectCardData = Pick<Project, "uniId" | "name" | "nameBn" | "title" | "titleBn" | "category" | "location" | "locationBn" | "locationCode" | "mainImage"> & {
  flats?: FlatSummary | null;
  progress?: ProgressSummary | null;
};

/**
 * What /projects' listing reads of a project: its card, plus the time it changed (the Newest and Oldest
 * sorts, the "recently updated" note) and whether it has details (the size filter reads those).
 */
export type ListingProject = ProjectCardData & Pick<Project, "updatedAt" | "detail">;

/** The list in the listing's shape: the page embeds for the island no id, status, schedule or creation time. */
export function listingProjects(projects: readonly ListingProject[]): ListingProject[] {
  const cards = projectCards(projects);
  return projects.map((p, i) => ({ ...cards[i]!, updatedAt: p.updatedAt, detail: p.detail }));
}

const cards = new WeakMap<readonly ProjectCardData[], ProjectCardData[]>();

/**
 * The list in card shape, the same array for the same list (islands given one list share it once in the
 * page's embedded data: web/shared/lib/island.tsx `packIslandProps`). Plain data keyed weakly by the
 * request's own list: nothing is kept once the request is done.
 */
export function projectCards(projects: readonly ProjectCardData[]): ProjectCardData[] {
  let list = cards.get(projects);
  if (!list) {
    list = projects.map((p) => ({
      uniId: p.uniId,
      name: p.name,
      nameBn: p.nameBn,
      title: p.title,
      titleBn: p.titleBn,
      category: p.category,
      location: p.location,
      locationBn: p.locationBn,
      locationCode: p.locationCode,
      mainImage: p.mainImage,
      ...(p.flats !== undefined && { flats: p.flats }),
      ...(p.progress !== undefined && { progress: p.progress }),
    }));
    cards.set(projects, list);
  }
  return list;
}
