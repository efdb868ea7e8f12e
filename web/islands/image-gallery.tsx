import { ImageGallery } from "@/components/gallery/image-gallery";
import { island } from "@/lib/island";

/** A gallery: its "More.." toggle and the lightbox. */
export default island("image-gallery", ImageGallery);
