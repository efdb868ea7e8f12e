import { SITE } from "@/shared/config/site";
import { parseLocationCode, type Project } from "@/shared/lib/contract";

export type MapPoint<T> = { project: T; lat: number; lng: number };

/** docs/product.md §2: projects whose locationCode is not valid coordinates are left off the map and counted. */
export function mappableProjects<T extends Pick<Project, "locationCode">>(projects: readonly T[]): { points: MapPoint<T>[]; hidden: number } {
  const points: MapPoint<T>[] = [];
  for (const project of projects) {
    const at = parseLocationCode(project.locationCode);
    if (at) points.push({ project, ...at });
  }
  return { points, hidden: projects.length - points.length };
}

type Box = { width: number; height: number };
const MARGIN = 8;

/**
 * Where the hover card goes: the marker point plus SITE.map.cardOffset (x+20, y-100).
 * Only when that would put it outside the map (a marker near the edge of a phone screen) is it
 * pulled back inside, so the card never opens half hidden.
 */
export function hoverCardPosition(point: { x: number; y: number }, card: Box, map: Box, offset = SITE.map.cardOffset) {
  const left = point.x + offset.x;
  const top = point.y + offset.y;
  const clamp = (v: number, size: number, room: number) => Math.max(MARGIN, Math.min(v, room - size - MARGIN));
  return {
    left: left + card.width + MARGIN > map.width || left < MARGIN ? clamp(left, card.width, map.width) : left,
    top: top + card.height + MARGIN > map.height || top < MARGIN ? clamp(top, card.height, map.height) : top,
  };
}
