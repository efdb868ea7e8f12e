import { RESOURCES, type ResourceName } from "@/shared/lib/contract";

/** The registry's name of one item of a resource, its Trash label ("Progress update"); the resource's name without one. */
export const nounOf = (resource: ResourceName) => (RESOURCES[resource].trash as { label: string } | null)?.label ?? resource;

/**
 * A management screen's docs/product.md §8 words, made from the registry's name of one item (issue 44),
 * so that each screen does not write them again: the table's name ("Progress updates"), its no-match
 * text, the delete's question, and the column that names a row (its Trash title column), if any.
 */
export function screenWords(resource: ResourceName) {
  const one = nounOf(resource);
  const many = `${one}s`;
  return {
    caption: many,
    noMatch: `No ${many.toLowerCase()} match your search.`,
    deleteQuestion: `Are you sure you want to delete this ${one.toLowerCase()}?`,
    titleColumn: (RESOURCES[resource].trash as { title: string | null } | null)?.title ?? null,
  };
}
