import { BannerSlider } from "@/site/features/banners/components/banner-slider";
import { island } from "@/shared/lib/island";

/** Home's first screen: the banners, their arrows and auto-advance. */
export default island("banner-slider", BannerSlider);
