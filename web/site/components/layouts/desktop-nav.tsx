import { useState } from "react";
import { useTranslation } from "@/shared/i18n/use-translation";
import { COMMON } from "@/shared/i18n/common";
import { NavLink, useLocation } from "@/shared/lib/router";
import { splitLanguage } from "@/shared/lib/contract";

import { paths } from "@/shared/config/paths";
import { useEarlyPress } from "@/site/lib/use-early-press";
import { lazyPart, useLazyPart } from "@/shared/lib/lazy-part";
import { cn } from "@/shared/lib/utils";
import { MEDIA_LINKS, NAV_ITEM } from "./lib/nav-items";
import { MenuStandIn } from "./menu-stand-in";

const desktopMenus = lazyPart(() => import("./desktop-menus"));

export type OpenMenu = "project" | "media" | null;
type Props = { className?: string; openMenu: OpenMenu; setOpenMenu: (m: OpenMenu) => void };

/**
 * Home / Project / Media / About / Landowners / Contact, for wide screens (the mobile menu covers the rest). The two
 * menus' code loads after the first screen (idle on wide screens, or on the first press); until then
 * a stand-in trigger of the same look takes the press and the menu opens as soon as its code is in.
 */
export function DesktopNav({ className, openMenu, setOpenMenu }: Props) {
  const { t } = useTranslation(COMMON);
  // The page's path without its language ("/bn/blog" is "/blog").
  const { path: pathname } = splitLanguage(useLocation().pathname);
  const loaded = useLazyPart(desktopMenus, "(min-width: 1024px)");
  // A focused stand-in stays until it loses the focus or opens its menu (the menu then takes the focus).
  const [standInFocused, setStandInFocused] = useState(false);
  const menus = standInFocused && openMenu === null ? undefined : loaded;
  const toggle = (menu: Exclude<OpenMenu, null>) => (open: boolean) => setOpenMenu(open ? menu : null);
  const want = (menu: Exclude<OpenMenu, null>) => () => {
    setStandInFocused(false);
    setOpenMenu(menu);
    desktopMenus.load().catch(() => setOpenMenu(null));
  };
  const preload = () => void desktopMenus.load().catch(() => undefined);
  useEarlyPress("project-menu", want("project"));
  useEarlyPress("media-menu", want("media"));
  const inMedia = MEDIA_LINKS.some((l) => pathname.startsWith(l.to));
  const projectActive = pathname.startsWith(paths.projects());
  return (
    <nav aria-label={t("nav.main")} className={cn("items-center", className)}>
      <ul className="flex items-center gap-1">
        <li>
          <NavLink to={paths.home()} end className={NAV_ITEM}>
            {t("nav.home")}
          </NavLink>
        </li>
        <li>
          {menus ? (
            <menus.ProjectMegaMenu open={openMenu === "project"} onOpenChange={toggle("project")} active={projectActive} />
          ) : (
            <MenuStandIn pressId="project-menu" label={t("nav.project")} open={openMenu === "project"} active={projectActive} onOpen={want("project")} onIntent={preload} onFocusChange={setStandInFocused} />
          )}
        </li>
        <li>
          {menus ? (
            <menus.MediaDropdown open={openMenu === "media"} onOpenChange={toggle("media")} active={inMedia} />
          ) : (
            <MenuStandIn pressId="media-menu" label={t("nav.media")} open={openMenu === "media"} active={inMedia} onOpen={want("media")} onIntent={preload} onFocusChange={setStandInFocused} />
          )}
        </li>
        <li>
          <NavLink to={paths.about()} className={NAV_ITEM}>
            {t("nav.about")}
          </NavLink>
        </li>
        <li>
          {/* The developer's land supply has its own door (issue 42), not only the footer's link. */}
          <NavLink to={paths.landowner()} className={NAV_ITEM}>
            {t("nav.landowner")}
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.contact()} className={NAV_ITEM}>
            {t("nav.contact")}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
