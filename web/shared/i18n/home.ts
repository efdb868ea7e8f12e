import { namespace } from "./index";
import english from "./en/home.json";

/** The home page's sections below the slider. */
export const HOME = namespace("home", english);
