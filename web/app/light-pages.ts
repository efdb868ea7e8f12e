/**
 * The public pages that hydrate without the app (web/light.tsx; docs/decisions.md, "Pages that
 * hydrate without the app"), by their route module's name: pages a visitor reads, whose controls
 * (menus, slider, galleries, the map, the language switch, the listing's filters and search, which
 * change only the query: app/light-router.tsx) need no router or data cache; the forms send with
 * a plain call. Plain data: the size script (scripts/size-lib.ts) reads it too.
 */
export const LIGHT_PAGES = ["home", "about", "blog", "news-event", "coverage", "content-detail", "project-detail", "projects", "landowner", "contact"] as const;
