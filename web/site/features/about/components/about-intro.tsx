import { type About, imageSrcSet, type Twin } from "@/shared/lib/contract";
import { Localized, useTwins } from "@/shared/i18n/use-translation";

/**
 * Who the company is: the header picture beside its name, headline and story, and the group's businesses
 * (the contact record's list, the same one the footer shows; the page passes it in).
 */
export function AboutIntro({ about, businesses, businessesTitle }: { about: About; businesses?: Twin<string[]>; businessesTitle: string }) {
  const { twin, langOf } = useTwins();
  const description = twin(about, "description");
  const paragraphs = description.value.filter((p) => p.trim());
  const list = businesses?.value ?? [];
  return (
    <section aria-labelledby="about-intro-heading" className="mx-auto grid w-full max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:px-8 lg:py-24">
      <div className="relative">
        <div aria-hidden="true" className="absolute -top-4 -left-4 hidden h-2/3 w-2/3 rounded-2xl border-2 border-brand-500 sm:block" />
        {/* The first picture of the page: loaded at once, its 4:3 box reserved. */}
        <img
          src={about.headerImage}
          srcSet={imageSrcSet(about.headerImage)}
          sizes="(min-width: 1024px) 50vw, 100vw"
          alt=""
          width={1200}
          height={900}
          fetchPriority="high"
          decoding="async"
          className="relative aspect-[4/3] w-full rounded-2xl bg-muted object-cover shadow-2xl"
        />
      </div>
      <div>
        <Localized as="p" twin={twin(about, "name")} className="text-xs font-semibold tracking-[0.2em] text-brand-700 uppercase" />
        <h2 id="about-intro-heading" className="mt-4 text-3xl leading-tight font-bold text-balance text-ink-900 sm:text-4xl lg:text-5xl">
          <Localized twin={twin(about, "title")} />
        </h2>
        <div lang={langOf(description)} className="mt-8 space-y-5 text-lg leading-relaxed text-muted-foreground [&>p:first-child]:text-ink-800">
          {paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
        {businesses && list.length > 0 && (
          <div className="mt-8">
            <h3 className="text-xs font-semibold tracking-[0.2em] text-brand-700 uppercase">{businessesTitle}</h3>
            <ul lang={langOf(businesses)} className="mt-3 flex flex-wrap gap-2" aria-label={businessesTitle} data-testid="about-businesses">
              {list.map((b) => (
                <li key={b} className="rounded-full bg-muted px-3 py-1 text-sm font-medium text-ink-800">
                  {b}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
