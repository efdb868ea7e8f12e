import { Localized, useTranslation, useTwins } from "@/shared/i18n/use-translation";
import { PAGES } from "@/shared/i18n/pages";
import { type About, imageSrcSet } from "@/shared/lib/contract";

/** The teams behind each project: pictures with what each team does. */
export function AboutTeam({ team }: { team: About["ourTeam"] }) {
  const { t } = useTranslation(PAGES);
  const { twin } = useTwins();
  if (!team.length) return null;
  return (
    <section aria-labelledby="about-team-heading" className="bg-brand-50 py-16 lg:py-24">
      <div className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8">
        <p className="text-xs font-semibold tracking-[0.2em] text-brand-700 uppercase">{t("about.teamEyebrow")}</p>
        <h2 id="about-team-heading" className="mt-3 text-3xl font-bold text-ink-900 sm:text-4xl">
          {t("about.teamHeading")}
        </h2>
        <ul className="mt-12 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
          {team.map((member, i) => (
            <li key={`${member.image}-${i}`}>
              <figure className="h-full overflow-hidden rounded-2xl bg-white shadow-sm">
                <img src={member.image} srcSet={imageSrcSet(member.image)} sizes="(min-width: 1024px) 25vw, 50vw" alt="" width={400} height={400} loading="lazy" decoding="async" className="aspect-square w-full bg-muted object-cover" />
                <Localized as="figcaption" twin={twin(member, "description")} className="p-5 text-sm leading-relaxed text-ink-800" />
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
