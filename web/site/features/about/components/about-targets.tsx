import { CheckCircle2 } from "lucide-react";
import { Localized, useTranslation, useTwins } from "@/shared/i18n/use-translation";
import { PAGES } from "@/shared/i18n/pages";
import { type About, imageSrcSet, localDigits } from "@/shared/lib/contract";

/** Mission, Vision and Values (the record's `target` list): each with its picture and bullet list. */
export function AboutTargets({ targets }: { targets: About["target"] }) {
  const { t, lang } = useTranslation(PAGES);
  const { twin, langOf } = useTwins();
  if (!targets.length) return null;
  return (
    <section aria-labelledby="about-targets-heading" className="bg-ink-900 py-16 text-white lg:py-24">
      <div className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8">
        <p className="text-xs font-semibold tracking-[0.2em] text-brand-300 uppercase">{t("about.targetsEyebrow")}</p>
        <h2 id="about-targets-heading" className="mt-3 max-w-2xl text-3xl font-bold text-balance sm:text-4xl">
          {t("about.targetsHeading")}
        </h2>
        <div className="mt-12 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {targets.map((target, i) => (
            <article key={`${target.title}-${i}`} className="flex flex-col overflow-hidden rounded-2xl bg-ink-800 ring-1 ring-white/10">
              <img src={target.image} srcSet={imageSrcSet(target.image)} sizes="(min-width: 768px) 50vw, 100vw" alt="" width={1200} height={675} loading="lazy" decoding="async" className="aspect-video w-full bg-ink-700 object-cover" />
              <div className="flex flex-1 flex-col p-6 sm:p-8">
                <p aria-hidden="true" className="text-sm font-bold tracking-widest text-brand-300">{localDigits(String(i + 1).padStart(2, "0"), lang)}</p>
                <Localized as="h3" twin={twin(target, "title")} className="mt-2 text-2xl font-semibold" />
                <ul lang={langOf(twin(target, "description"))} className="mt-5 space-y-3">
                  {twin(target, "description").value.filter((d) => d.trim()).map((point, j) => (
                    <li key={j} className="flex gap-3 leading-relaxed text-white/85">
                      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-300" />
                      <span>{point}</span>
                    </li>
                  ))}
                </ul>
              </div>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
