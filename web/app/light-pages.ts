/**
 * The public pages that hydrate without the app (web/light.tsx; docs/decisions.md, "Pages that
 * hydrate without the app"), by their route module's name: pages a visitor reads, whose controls
 * (menus, slider, galleries, the map, the language switch) need no router or data cache. The listing
 * and contact stay with the app: the listing's search rewrites the URL as the visitor types and its
 * size filter reads through the data cache; contact is a form. Plain data: the size script
 * (scripts/size-lib.ts) reads it too.
 */
export const LIGHT_PAGES = ["home", "about", "blog", "news-event", "coverage", "content-detail", "project-detail"] as const;
