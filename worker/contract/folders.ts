/** The R2 folders of SPEC §7, served under /im/{folder}/{file}. */
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

export const IMAGE_PREFIX = "/im/";
