import { namespace } from "./index";
import english from "./en/projects.json";

/** The project listing, a project's page, project cards and the map. */
export const PROJECTS = namespace("projects", english);
