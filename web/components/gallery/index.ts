/** The shared gallery: a thumbnail grid with a "show 4, then toggle" rule and an accessible lightbox. */
export { ImageGallery } from "./image-gallery";
export { Lightbox } from "./lightbox";
export type { GalleryImage } from "./types";
export { wrapIndex } from "./wrap-index";
