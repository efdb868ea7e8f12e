import { VideoEmbed } from "@/features/content-details/components/video-embed";
import { island } from "@/lib/island";

/** An article's video: the poster, replaced by the player when pressed. */
export default island("video-embed", VideoEmbed);
