import { ChevronDown, MapPin } from "lucide-react";
import { Localized, useTranslation, useTwins } from "@/shared/i18n/use-translation";
import { COMMON } from "@/shared/i18n/common";
import { Link } from "@/shared/lib/router";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "@/shared/components/ui/dropdown-menu";
import { paths } from "@/shared/config/paths";
import { SITE } from "@/shared/config/site";
import { useLayoutData } from "@/site/lib/site-data";
import { CATEGORIES } from "@/shared/lib/contract";
import { menuColumn } from "./lib/menu-preview";
import { NAV_ITEM } from "./lib/nav-items";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; active: boolean };

/** Desktop "Project" mega-menu: three category columns (5 each, +N, View All) and Locations. */
export function ProjectMegaMenu({ open, onOpenChange, active }: Props) {
  const { t } = useTranslation(COMMON);
  const { twin } = useTwins();
  const { menu } = useLayoutData();
  const item = "text-[0.8rem] text-ink-800";
  return (
    // Not modal: a nav menu should not lock the page or hide it from assistive technology.
    <DropdownMenu open={open} onOpenChange={onOpenChange} modal={false}>
      <DropdownMenuTrigger className={NAV_ITEM} data-active={active}>
        {t("nav.project")}
        <ChevronDown className="size-4 transition-transform [[data-state=open]>&]:rotate-180" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" collisionPadding={16} spacious className="grid w-[min(60rem,calc(100vw-2rem))] grid-cols-4 gap-4">
        {CATEGORIES.map((category) => {
          const { items, more } = menuColumn(menu, category, SITE.menuPreviewDesktop);
          const all = paths.projects({ category });
          return (
            <DropdownMenuGroup key={category} className="flex flex-col">
              <DropdownMenuLabel>{t(`categories.${category}`)}</DropdownMenuLabel>
              {items.length === 0 && <p className="px-3 py-1.5 text-xs text-muted-foreground">{t("nav.noProjects")}</p>}
              {items.map((p) => (
                <DropdownMenuItem key={p.uniId} asChild compact className={item}>
                  <Link to={paths.project(p.uniId)}>
                    <Localized twin={twin(p, "name")} />
                  </Link>
                </DropdownMenuItem>
              ))}
              {more > 0 && (
                <DropdownMenuItem asChild compact className="text-xs font-medium text-muted-foreground">
                  <Link to={all}>{t("nav.moreProjects", { count: more })}</Link>
                </DropdownMenuItem>
              )}
              <DropdownMenuItem asChild compact className="text-xs font-bold uppercase tracking-wide text-brand-700">
                <Link to={all}>{t("nav.viewAll")}</Link>
              </DropdownMenuItem>
            </DropdownMenuGroup>
          );
        })}
        <DropdownMenuGroup className="flex flex-col rounded-md bg-brand-50 py-1">
          <DropdownMenuLabel>{t("nav.locations")}</DropdownMenuLabel>
          {(menu?.locations ?? []).map((name) => (
            <DropdownMenuItem key={name.location} asChild compact className={item}>
              <Link to={paths.projects({ location: name.location })}>
                <MapPin className="size-3.5 text-brand-600" aria-hidden="true" />
                <Localized twin={twin(name, "location")} />
              </Link>
            </DropdownMenuItem>
          ))}
        </DropdownMenuGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
