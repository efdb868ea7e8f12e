import { namespace } from "./index";
import english from "./en/landowner.json";

/** The /landowner page: the joint-venture offer and the land proposal form. */
export const LANDOWNER = namespace("landowner", english);
