import type { QueryKey } from "@tanstack/react-query";
import { CONTENT_SEGMENTS } from "@/shared/lib/contract";

/**
 * What a details change refreshes: every query of the three content types (their staff lists show
 * Add/Edit Details, their items show the details). The keys start with the URL segment (dashboard/lib/content-admin.ts).
 */
export const detailsChangeInvalidates = (): QueryKey[] => CONTENT_SEGMENTS.map((s) => [s]);
