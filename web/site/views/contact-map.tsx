import { useTranslation } from "@/shared/i18n/use-translation";
import { PAGES } from "@/shared/i18n/pages";
import MapFrame from "@/shared/islands/map-frame";

/**
 * The office's live-location map (a Google Maps embed link checked by the API), added once the page
 * has hydrated (web/shared/islands/map-frame.tsx).
 */
export function ContactMap({ src }: { src: string }) {
  const { t } = useTranslation(PAGES);
  if (!src) return null;
  return (
    <section aria-labelledby="contact-map-heading" className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-24">
      <h2 id="contact-map-heading" className="mb-6 text-2xl font-bold text-ink-900 sm:text-3xl">{t("contact.mapHeading")}</h2>
      <div className="h-80 overflow-hidden rounded-2xl bg-muted shadow-lg ring-1 ring-border sm:h-[28rem]">
        <MapFrame src={src} title={t("contact.mapTitle")} allowFullScreen className="size-full border-0" />
      </div>
    </section>
  );
}
