import { YouTubeVideo } from "@/shared/features/projects/components/detail/youtube-video";
import { island } from "@/shared/lib/island";

/** A project video: the poster, replaced by the player when pressed. */
export default island("youtube-video", YouTubeVideo);
