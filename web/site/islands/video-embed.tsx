import { VideoEmbed } from "@/site/features/content-details/components/video-embed";
import { island } from "@/shared/lib/island";

/** An article's video: the poster, replaced by the player when pressed. */
export default island("video-embed", VideoEmbed);
