/** GET /banner-statics: the static header images, one per first path segment (docs/product.md §3 "Static banner"). */
export type BannerStatic = { name: string; image: string };
