/** One picture in a gallery: `alt` describes it for screen readers, `caption` is shown under it in the lightbox. */
export type GalleryImage = { src: string; alt: string; caption?: string };
