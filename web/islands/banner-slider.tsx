import { BannerSlider } from "@/features/banners/components/banner-slider";
import { island } from "@/lib/island";

/** Home's first screen: the banners, their arrows and auto-advance. */
export default island("banner-slider", BannerSlider);
