import { TopBar } from "@/site/components/layouts/top-bar";
import { island } from "@/shared/lib/island";

/** The header: its menus, the language switch and the scroll behaviour. */
export default island("top-bar", TopBar);
