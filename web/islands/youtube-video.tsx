import { YouTubeVideo } from "@/features/projects/components/detail/youtube-video";
import { island } from "@/lib/island";

/** A project video: the poster, replaced by the player when pressed. */
export default island("youtube-video", YouTubeVideo);
