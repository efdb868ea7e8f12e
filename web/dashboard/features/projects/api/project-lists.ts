import type { QueryKey } from "@tanstack/react-query";

/**
 * What a project change refreshes: every projects query (staff list and pages, public list, detail
 * pages all start with "projects") and the banners, whose linked project a delete unlinks. The
 * banners key is written out because features do not import each other.
 */
export const projectChangeInvalidates = (): QueryKey[] => [["projects"], ["banners"]];
