import { namespace } from "./index";
import english from "./en/banners.json";

/** The home page's slider and the hero shown when it has no slides (also the testimonials' carousel words). */
export const BANNERS = namespace("banners", english);
