import type { QueryKey } from "@tanstack/react-query";
import { adminBannersQuery } from "./get-admin-banners";
import { bannersQuery } from "@/dashboard/features/banners/api/get-banners";

/**
 * What a banner change refreshes: the staff list, the home slider, and every projects list (their
 * "Banner Added" column reads whether a banner points at the project). The projects key is written
 * out because features do not import each other; it prefixes every projects query.
 */
export const bannerChangeInvalidates = (): QueryKey[] => [adminBannersQuery().queryKey, bannersQuery().queryKey, ["projects"]];
