import { queryRows } from "./staff";

/** The table whose approved rows a public item page shows, by its path's first segment. */
export const ITEM_TABLES: Record<string, string> = { projects: "projects", blog: "blogs", "news-event": "news_events", coverage: "coverage" };

/** A public page's path (worker/contract/public-pages.ts), its `:uniId` filled with an approved item of the demo data. */
export async function samplePath(pattern: string): Promise<string> {
  // A buyer portal page (one buyer's, docs/product.md §11): signed out, any booking id shows the sign-in.
  if (pattern.startsWith("/my/")) return pattern.replace(/:\w+/, "1");
  if (!pattern.includes(":uniId")) return pattern;
  const table = ITEM_TABLES[pattern.split("/")[1]!];
  if (!table) throw new Error(`no demo item for ${pattern}: add its table to ITEM_TABLES`);
  const [row] = await queryRows<{ uniId: string }>(`select uniId from ${table} where lower(status) = 'approved' order by id limit 1`);
  if (!row) throw new Error(`the demo data has no approved row in ${table}`);
  return pattern.replace(":uniId", row.uniId);
}
