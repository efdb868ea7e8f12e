import { useTranslation } from "@/shared/i18n/use-translation";
import { PAGES } from "@/shared/i18n/pages";
import { ContactDetails } from "@/site/features/contact-information/components/contact-details";
import { ContactMap } from "@/site/views/contact-map";
import ContactForm from "@/site/islands/contact-form";
import { imageSrcSet, sectionHead } from "@/shared/lib/contract";
import { definePage, type HeadContext, type Loaded, type LoadContext } from "@/site/app/page-module";

const load = ({ read }: LoadContext) => ({ info: read.contactInformation() });

/**
 * /contact (docs/product.md §2): the contact block over its background picture with the form beside it from
 * above 1000 px (1001 px up; stacked at 1000 and below), then the live-location map.
 */
function View({ info }: Loaded<ReturnType<typeof load>>) {
  const { t } = useTranslation(PAGES);
  return (
    <>
      <section aria-labelledby="contact-heading" className="relative isolate overflow-hidden bg-ink-900">
        {info?.image && (
          <img src={info.image} srcSet={imageSrcSet(info.image)} sizes="100vw" alt="" width={1600} height={900} decoding="async" className="absolute inset-0 -z-10 size-full object-cover opacity-25" />
        )}
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-br from-ink-900 via-ink-900/90 to-ink-800/70" />
        <div className="mx-auto grid w-full max-w-7xl gap-10 px-4 py-16 sm:px-6 min-[1001px]:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] min-[1001px]:items-start min-[1001px]:gap-16 lg:px-8 lg:py-24">
          <div>
            <p className="text-xs font-semibold tracking-[0.2em] text-brand-300 uppercase">{t("contact.eyebrow")}</p>
            <h2 id="contact-heading" className="mt-3 text-3xl font-bold text-balance text-white sm:text-4xl">
              {t("contact.heading")}
            </h2>
            <p className="mt-4 mb-10 text-lg leading-relaxed text-white/80">{t("contact.intro")}</p>
            {info ? (
              <ContactDetails info={info} />
            ) : null}
          </div>
          <div className="rounded-2xl bg-white p-6 shadow-2xl sm:p-10">
            <h2 id="contact-form-heading" className="text-2xl font-bold text-ink-900 sm:text-3xl">{t("contact.form.heading")}</h2>
            <p className="mt-2 mb-8 text-muted-foreground">{t("contact.form.intro")}</p>
            <ContactForm />
          </div>
        </div>
      </section>
      {info?.mapEmbed && <ContactMap src={info.mapEmbed} />}
    </>
  );
}

/** Its head: the section's name and words and its share picture (worker/contract/page-head.ts, `sectionHead`). */
const head = (_: unknown, { lang, origin, site }: HeadContext) => sectionHead("/contact", lang, origin, site);

export default definePage({ load, head, View });
