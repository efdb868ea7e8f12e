import { MapFrame } from "@/shared/components/map-frame";
import { island } from "@/shared/lib/island";

/** A Google Maps embed, added once the page has hydrated. */
export default island("map-frame", MapFrame);
