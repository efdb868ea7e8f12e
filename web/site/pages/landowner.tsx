import { FileCheck2, Handshake, HardHat, MapPinned } from "lucide-react";
import { useTranslation } from "@/shared/i18n/use-translation";
import { LANDOWNER } from "@/shared/i18n/landowner";
import { localDigits, sectionHead } from "@/shared/lib/contract";
import LandownerForm from "@/site/islands/landowner-form";
import { definePage } from "@/site/app/page-module";

const STEPS = [
  { key: "tell", Icon: MapPinned },
  { key: "share", Icon: Handshake },
  { key: "approvals", Icon: FileCheck2 },
  { key: "build", Icon: HardHat },
] as const;

/**
 * /landowner (docs/product.md §7, "Landowners"): the joint-venture offer in the company's words (how the
 * land share works, the approvals, the usual construction period) and the land proposal form.
 */
function View() {
  const { t, lang } = useTranslation(LANDOWNER);
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-12 px-4 py-14 sm:px-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16 lg:px-8 lg:py-20">
      <div>
        <p className="text-xs font-semibold tracking-[0.2em] text-brand-700 uppercase">{t("eyebrow")}</p>
        <h2 className="mt-3 text-3xl font-bold text-balance text-ink-900 sm:text-4xl">{t("heading")}</h2>
        <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{t("intro")}</p>
        <h3 className="mt-10 text-xl font-semibold text-ink-900">{t("stepsHeading")}</h3>
        <ol className="mt-6 grid gap-6">
          {STEPS.map(({ key, Icon }, i) => (
            <li key={key} className="flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700" aria-hidden="true">
                <Icon className="size-5" />
              </span>
              <div>
                <h4 className="font-semibold text-ink-900">
                  <span className="sr-only">{localDigits(i + 1, lang)}. </span>
                  {t(`steps.${key}.title`)}
                </h4>
                <p className="mt-1 leading-relaxed text-muted-foreground">{t(`steps.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
        <h3 className="mt-10 text-xl font-semibold text-ink-900">{t("papersHeading")}</h3>
        <p className="mt-2 leading-relaxed text-muted-foreground">{t("papers")}</p>
      </div>
      <LandownerForm />
    </div>
  );
}

/** No reads of its own: the layout's are all it shows, and all its head's share picture is chosen from (worker/contract/page-head.ts). */
export default definePage({ load: () => ({}), head: (_, { lang, origin, site }) => sectionHead("/landowner", lang, origin, site), View });
