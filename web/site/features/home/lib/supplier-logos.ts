/**
 * Supplier `id`'s mark: one `<view>` of the supplier sprite (web/public/suppliers.svg, 16 invented
 * placeholder marks). The grid stays real <img> elements with alt text; the 16 marks come in one
 * cached file instead of 12 KB of data: URIs in every home page (issue 47). A public file, not an
 * imported one: the home page is rendered by the worker only, and the server build emits no files.
 */
export const supplierLogoSrc = (id: number): string => `/suppliers.svg#s${id}`;
