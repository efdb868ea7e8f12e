/** The R2 folders (docs/product.md §7), served under /im/{folder}/{file}. */
export const UPLOAD_FOLDERS = [
  "bannerImages",
  "projectImages",
  "bannerStatics",
  "images",
  "blogImages",
  "coverageImages",
  "newsEventImages",
  "cnbDetailsImage",
] as const;

export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];
