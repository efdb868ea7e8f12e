/** "Affiliations & Suppliers of the UDAY": 16 logos, ids 1 to 16, shown with id 5 last (docs/product.md §3). */
export const SUPPLIER_IDS = Array.from({ length: 16 }, (_, i) => i + 1);
export const SUPPLIER_LAST = 5;

export function supplierOrder(ids: readonly number[] = SUPPLIER_IDS, last = SUPPLIER_LAST): number[] {
  return [...ids.filter((id) => id !== last), ...ids.filter((id) => id === last)];
}
