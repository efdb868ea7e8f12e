import { MapFrame } from "@/components/map-frame";
import { island } from "@/lib/island";

/** A Google Maps embed, added once the page has hydrated. */
export default island("map-frame", MapFrame);
