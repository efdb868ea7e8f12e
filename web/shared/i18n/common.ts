import { namespace } from "./index";
import english from "./en/common.json";

/** The layout's strings: the top bar, menus, footer, language switch and chat button. */
export const COMMON = namespace("common", english);
