import { namespace } from "./index";
import english from "./en/progress.json";

/** A project's construction progress: its page's timeline and its card's latest stage (issue 45 item 4). */
export const PROGRESS = namespace("progress", english);
