import type { Strings } from "./translate";

/**
 * Every namespace's Bengali strings, as one module and so one chunk (./index.ts `loadLanguage` imports
 * it): a Bengali page fetches one file beside its islands' code (the worker preloads it with them:
 * web/entry-server.tsx), not one per namespace after that code has run (issue 47: ten requests whose
 * late arrival made a long task four seconds into Lighthouse's `/bn/projects`, holding its TTI there).
 */
const files = import.meta.glob<Strings>("./bn/*.json", { eager: true, import: "default" });

const bengali: Record<string, Strings> = Object.fromEntries(Object.entries(files).map(([path, strings]) => [path.replace(/^.*\/(.+)\.json$/, "$1"), strings]));
export default bengali;
