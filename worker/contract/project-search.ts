/**
 * The listing's search (docs/product.md §2: name, title and location), one rule for the API's
 * `GET /api/projects?search=` and the listing page, in both languages: a project is found by its
 * English texts and by their Bengali twins alike, whichever language the page is in. Every word typed
 * must appear in one of them. Pure and zod-free (web/shared/lib/contract.ts).
 */
export type Searchable = { name: string; nameBn?: string; title?: string | null; titleBn?: string; location: string; locationBn?: string };

/** Case and Unicode forms folded (Bengali typed with a different normal form still matches), spaces collapsed. */
export const foldText = (s: string) => s.toLocaleLowerCase("en").normalize("NFKC").replace(/\s+/g, " ").trim();

export function matchesSearch(project: Searchable, search: string): boolean {
  const words = foldText(search).split(" ").filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldText([project.name, project.title ?? "", project.location, project.nameBn ?? "", project.titleBn ?? "", project.locationBn ?? ""].join(" "));
  return words.every((w) => haystack.includes(w));
}
