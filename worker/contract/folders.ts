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

/**
 * R2 folders /im never serves: files read only through the API (a landowner's deed scans, to staff; a
 * booking's documents, to staff and the booking's buyers).
 */
export const PRIVATE_FOLDERS = ["landownerFiles", "bookingDocuments"] as const;
export type PrivateFolder = (typeof PRIVATE_FOLDERS)[number];
/** Every folder a file is stored in. */
export type StorageFolder = UploadFolder | PrivateFolder;
