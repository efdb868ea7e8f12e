/** The desktop bar's two menus, loaded together on first use (web/shared/lib/lazy-part.ts). */
export { MediaDropdown } from "./media-dropdown";
export { ProjectMegaMenu } from "./project-mega-menu";
