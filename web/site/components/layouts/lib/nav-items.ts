import { paths } from "@/shared/config/paths";

/** The Media dropdown (docs/product.md §2): no link of its own, three destinations. Labels are common.json keys. */
export const MEDIA_LINKS = [
  { key: "nav.blogs", to: paths.blog() },
  { key: "nav.newsEvents", to: paths.newsEvent() },
  { key: "nav.coverage", to: paths.coverage() },
] as const;

/** Shared look of a top-level item in the desktop bar (web/styles.css `.nav-item`); `data-active` marks the current section. */
export const NAV_ITEM = "nav-item";

/**
 * The id of the footer's Quick Links, which list every destination of the menus: where the phone's
 * menu button leads a browser that runs no script (mobile-menu.tsx).
 */
export const SITE_LINKS_ID = "site-links";

/** The mobile menu button, shared by its stand-in and the Radix trigger so the swap does not move a pixel. */
export const MENU_BUTTON = "grid size-11 place-items-center rounded-md text-white hover:bg-white/10";
