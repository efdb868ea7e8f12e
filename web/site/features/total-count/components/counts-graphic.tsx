import { useTranslation } from "@/shared/i18n/use-translation";
import { HOME } from "@/shared/i18n/home";
import { company } from "@/shared/config/site";
import type { TotalCount } from "@/shared/lib/contract";
import { flatSegments } from "../lib/flat-segments";
import { FlatDonut, SEGMENT_COLORS } from "./flat-donut";
import { EyebrowHeading } from "@/site/components/ui/eyebrow-heading";

const TILES = [
  ["totalProject", "totalFlat"],
  ["handoverProject", "handoverFlat"],
  ["constructionProject", "constructionFlat"],
] as const;

/** Home section 6: the company figures (GET /api/total-count's first item), as tiles and a ring of flats. */
export function CountsGraphic({ counts }: { counts: TotalCount | null }) {
  const { t, lang } = useTranslation(HOME);
  // Bengali readers see Bengali digits; phone numbers elsewhere stay dialable Latin digits.
  const fmt = new Intl.NumberFormat(lang === "bn" ? "bn-BD" : "en-US");
  const segments = counts ? flatSegments(counts) : [];
  return (
    <section aria-labelledby="home-counts" className="relative isolate overflow-hidden bg-ink-900 py-20 text-white lg:py-28">
      <div className="absolute -left-40 top-0 -z-10 size-[40rem] rounded-full bg-brand-500/10 blur-3xl" aria-hidden="true" />
      <div className="mx-auto grid max-w-7xl items-center gap-14 px-4 sm:px-6 lg:grid-cols-[1.3fr_1fr] lg:px-8">
        <div>
          <EyebrowHeading id="home-counts" eyebrow={t("counts.eyebrow")} className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">
            {t("counts.title", { year: company.established })}
          </EyebrowHeading>
          <p className="mt-4 max-w-xl text-white/80">
            {t("counts.lead", { projects: fmt.format(company.upcoming.projects), flats: fmt.format(company.upcoming.flats) })}
          </p>
          <dl className="mt-10 grid gap-4 sm:grid-cols-3" data-testid="counts">
            {TILES.map(([projects, flats]) => (
              <div key={projects} className="rounded-2xl border border-white/10 bg-white/5 p-5">
                <dt className="text-xs font-semibold uppercase tracking-wider text-white/70">{t(`counts.${projects}`)}</dt>
                <dd className="mt-2 text-4xl font-bold tabular-nums text-brand-300">{counts ? fmt.format(counts[projects]) : "—"}</dd>
                <dd className="mt-1 text-sm text-white/80">{t("counts.flats", { count: counts?.[flats] ?? 0, n: counts ? fmt.format(counts[flats]) : "—" })}</dd>
              </div>
            ))}
          </dl>
        </div>
        <figure className="mx-auto w-full max-w-64 sm:max-w-sm">
          <div className="aspect-square">
            {counts && <FlatDonut segments={segments} center={fmt.format(counts.totalFlat)} caption={t("counts.planned")} />}
          </div>
          <figcaption className="mt-6 grid gap-2 text-sm">
            {segments.map((s) => (
              <span key={s.key} className="flex items-center justify-between gap-3">
                <span className="flex items-center gap-2">
                  <span className="size-3 rounded-full" style={{ background: SEGMENT_COLORS[s.key] }} aria-hidden="true" />
                  {t(`counts.segment.${s.key}`)}
                </span>
                <span className="font-semibold tabular-nums">{fmt.format(s.value)}</span>
              </span>
            ))}
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
