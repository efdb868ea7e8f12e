import { useTranslation } from "react-i18next";
import { NavLink, useLocation } from "react-router-dom";
import { paths } from "@/config/paths";
import { cn } from "@/lib/utils";
import { MEDIA_LINKS, NAV_ITEM } from "./lib/nav-items";
import { MediaDropdown } from "./media-dropdown";
import { ProjectMegaMenu } from "./project-mega-menu";

export type OpenMenu = "project" | "media" | null;
type Props = { className?: string; openMenu: OpenMenu; setOpenMenu: (m: OpenMenu) => void };

/** Home / Project / Media / About / Contact, for wide screens (the mobile menu covers the rest). */
export function DesktopNav({ className, openMenu, setOpenMenu }: Props) {
  const { t } = useTranslation("common");
  const { pathname } = useLocation();
  const toggle = (menu: Exclude<OpenMenu, null>) => (open: boolean) => setOpenMenu(open ? menu : null);
  const inMedia = MEDIA_LINKS.some((l) => pathname.startsWith(l.to));
  return (
    <nav aria-label={t("nav.main")} className={cn("items-center", className)}>
      <ul className="flex items-center gap-1">
        <li>
          <NavLink to={paths.home()} end className={NAV_ITEM}>
            {t("nav.home")}
          </NavLink>
        </li>
        <li>
          <ProjectMegaMenu open={openMenu === "project"} onOpenChange={toggle("project")} active={pathname.startsWith(paths.projects())} />
        </li>
        <li>
          <MediaDropdown open={openMenu === "media"} onOpenChange={toggle("media")} active={inMedia} />
        </li>
        <li>
          <NavLink to={paths.about()} className={NAV_ITEM}>
            {t("nav.about")}
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
