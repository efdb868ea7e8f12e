import { Quote } from "lucide-react";
import { Localized, useTranslation, useTwins } from "@/shared/i18n/use-translation";
import { PAGES } from "@/shared/i18n/pages";
import { type About, imageSrcSet } from "@/shared/lib/contract";

/** The management trio, each with portrait, role and a few words to buyers. */
export function AboutManagement({ management }: { management: About["management"] }) {
  const { t } = useTranslation(PAGES);
  const { twin, langOf } = useTwins();
  const description = twin(management, "description");
  if (!management.members.length) return null;
  return (
    <section aria-labelledby="about-management-heading" className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-24">
      <div className="max-w-3xl">
        <p className="text-xs font-semibold tracking-[0.2em] text-brand-700 uppercase">{t("about.managementEyebrow")}</p>
        <h2 id="about-management-heading" className="mt-3 text-3xl font-bold text-ink-900 sm:text-4xl">
          {t("about.managementHeading")}
        </h2>
        <div lang={langOf(description)} className="mt-5 space-y-3 text-lg leading-relaxed text-muted-foreground">
          {description.value.filter((p) => p.trim()).map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
      </div>
      <ul className="mt-12 grid gap-8 md:grid-cols-3">
        {management.members.map((m, i) => (
          <li key={`${m.name}-${i}`}>
            <figure className="flex h-full flex-col rounded-2xl border border-border bg-white p-6 shadow-sm sm:p-8">
              {/* The caption is the figure's first child (HTML: a figcaption is a figure's first or last child). */}
              <figcaption className="flex items-center gap-4">
                <img src={m.image} srcSet={imageSrcSet(m.image)} sizes="80px" alt="" width={400} height={400} loading="lazy" decoding="async" className="size-20 shrink-0 rounded-full bg-muted object-cover ring-4 ring-brand-100" />
                <div>
                  <Localized as="p" twin={twin(m, "name")} className="text-lg font-semibold text-ink-900" />
                  <Localized as="p" twin={twin(m, "designation")} className="text-sm font-medium text-brand-700" />
                </div>
              </figcaption>
              <blockquote className="relative mt-6 flex-1 leading-relaxed text-ink-800">
                <Quote aria-hidden="true" className="mb-3 size-7 text-brand-500" />
                <Localized as="p" twin={twin(m, "speech")} />
              </blockquote>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
