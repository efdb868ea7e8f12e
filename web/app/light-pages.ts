/**
 * The public pages that hydrate without the app (web/light.tsx; docs/decisions.md, "Pages that
 * hydrate without the app"), by their route module's name: pages a visitor reads, whose controls
 * (menus, slider, galleries, the language switch) need no router or data cache. The listing, a
 * project and contact stay with the app: their search, filters and forms are the router's and the
 * data cache's work. Plain data: the size script (scripts/size-lib.ts) reads it too.
 */
export const LIGHT_PAGES = ["home", "about", "blog", "news-event", "coverage", "content-detail"] as const;
