import { ImageGallery } from "@/shared/components/gallery/image-gallery";
import { island } from "@/shared/lib/island";

/** A gallery: its "More.." toggle and the lightbox. */
export default island("image-gallery", ImageGallery);
