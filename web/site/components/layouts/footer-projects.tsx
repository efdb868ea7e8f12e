import { Localized, useTranslation, useTwins } from "@/shared/i18n/use-translation";
import { COMMON } from "@/shared/i18n/common";
import { Link } from "@/shared/lib/router";
import { paths } from "@/shared/config/paths";
import { SITE } from "@/shared/config/site";
import { useLayoutData } from "@/site/lib/site-data";
import { CATEGORIES } from "@/shared/lib/contract";
import { menuPreview } from "./lib/menu-preview";

/** Footer project links grouped by category (the desktop menu's 5 per category, then View All). */
export function FooterProjects() {
  const { t } = useTranslation(COMMON);
  const { twin } = useTwins();
  const { projects } = useLayoutData();
  return (
    <div className="grid gap-8 sm:grid-cols-3">
      {CATEGORIES.map((category) => {
        const { items } = menuPreview(projects, category, SITE.menuPreviewDesktop);
        return (
          <div key={category}>
            <h3 className="text-sm font-semibold text-white">{t(`categories.${category}`)}</h3>
            <ul className="mt-3 space-y-2 text-sm">
              {items.map((p) => (
                <li key={p.uniId}>
                  <Link to={paths.project(p.uniId)} className="footer-link">
                    <Localized twin={twin(p, "name")} />
                  </Link>
                </li>
              ))}
              <li>
                <Link to={paths.projects({ category })} className="font-semibold text-brand-300 hover:text-brand-100">
                  {t("nav.viewAll")}
                </Link>
              </li>
            </ul>
          </div>
        );
      })}
    </div>
  );
}
