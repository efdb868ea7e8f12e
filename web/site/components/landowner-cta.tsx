import { ArrowRight, LandPlot } from "lucide-react";
import { useTranslation } from "@/shared/i18n/use-translation";
import { LANDOWNER } from "@/shared/i18n/landowner";
import { Link } from "@/shared/lib/router";
import { paths } from "@/shared/config/paths";

/**
 * The call to landowners (docs/product.md §7, "Landowners") on the home and About pages: a link to
 * /landowner. Compact on a phone: on the home page it sits right after the slider, in the first screens. Text and a link only, so it needs no code in the browser.
 */
export function LandownerCta() {
  const { t } = useTranslation(LANDOWNER);
  return (
    <section aria-labelledby="landowner-cta-heading" className="bg-brand-100">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 sm:flex-row sm:py-10 sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <div className="flex gap-4">
          <LandPlot className="mt-1 size-8 shrink-0 text-brand-700" aria-hidden="true" />
          <div>
            <h2 id="landowner-cta-heading" className="text-xl font-bold text-ink-900 sm:text-2xl">
              {t("cta.heading")}
            </h2>
            <p className="mt-1 text-ink-800">{t("cta.text")}</p>
          </div>
        </div>
        <Link to={paths.landowner()} className="inline-flex items-center gap-2 self-start rounded-md bg-ink-900 px-5 py-3 font-semibold text-white hover:bg-ink-800 sm:self-center">
          {t("cta.link")}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
