import { namespace } from "./index";
import english from "./en/pages.json";

/** The about, contact, list, detail, error and button-demo pages. */
export const PAGES = namespace("pages", english);
