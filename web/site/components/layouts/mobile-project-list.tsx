import { MapPin } from "lucide-react";
import { Localized, useTranslation, useTwins } from "@/shared/i18n/use-translation";
import { COMMON } from "@/shared/i18n/common";
import { Link } from "@/shared/lib/router";
import { paths } from "@/shared/config/paths";
import { SITE } from "@/shared/config/site";
import { useLayoutData } from "@/site/lib/site-data";
import { CATEGORIES } from "@/shared/lib/contract";
import { menuColumn } from "./lib/menu-preview";

/** The mobile variant of the project menu: 3 projects per category (docs/product.md §9), then locations. */
export function MobileProjectList() {
  const { t } = useTranslation(COMMON);
  const { twin } = useTwins();
  const { menu } = useLayoutData();
  // The row's box; each kind of row adds its own text size and colour.
  const link = "block rounded-md px-3 py-2 hover:bg-white/10";
  return (
    <div className="space-y-4 pb-2 pt-1">
      {CATEGORIES.map((category) => {
        const { items, more } = menuColumn(menu, category, SITE.menuPreviewMobile);
        const all = paths.projects({ category });
        return (
          <div key={category}>
            <p className="px-3 pb-1 text-xs font-bold uppercase tracking-wider text-brand-300">{t(`categories.${category}`)}</p>
            <ul>
              {items.map((p) => (
                <li key={p.uniId}>
                  <Link to={paths.project(p.uniId)} className={`${link} text-sm text-white/85`}>
                    <Localized twin={twin(p, "name")} />
                  </Link>
                </li>
              ))}
              {more > 0 && (
                <li>
                  <Link to={all} className={`${link} text-xs text-white/70`}>
                    {t("nav.moreProjects", { count: more })}
                  </Link>
                </li>
              )}
              <li>
                <Link to={all} className={`${link} text-xs font-bold uppercase tracking-wide text-brand-300`}>
                  {t("nav.viewAll")}
                </Link>
              </li>
            </ul>
          </div>
        );
      })}
      <div>
        <p className="px-3 pb-2 text-xs font-bold uppercase tracking-wider text-brand-300">{t("nav.locations")}</p>
        <ul className="flex flex-wrap gap-2 px-3">
          {(menu?.locations ?? []).map((name) => (
            <li key={name.location}>
              <Link
                to={paths.projects({ location: name.location })}
                className="inline-flex items-center gap-1 rounded-full border border-white/20 px-3 py-1 text-xs text-white/85 hover:border-brand-500"
              >
                <MapPin className="size-3" aria-hidden="true" />
                <Localized twin={twin(name, "location")} />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
