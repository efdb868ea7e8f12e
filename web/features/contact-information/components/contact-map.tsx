import { useTranslation } from "@/i18n/use-translation";
import { PAGES } from "@/i18n/pages";
import { useHydrated } from "@/lib/use-hydrated";

/**
 * The office's live-location map (a Google Maps embed link checked by the API). The iframe is
 * lazy, so the maps script downloads only when the visitor scrolls to it, and mounted after hydration
 * (useHydrated), so a served page never starts it before its first paint.
 */
export function ContactMap({ src }: { src: string }) {
  const { t } = useTranslation(PAGES);
  const hydrated = useHydrated();
  if (!src) return null;
  return (
    <section aria-labelledby="contact-map-heading" className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-24">
      <h2 id="contact-map-heading" className="mb-6 text-2xl font-bold text-ink-900 sm:text-3xl">{t("contact.mapHeading")}</h2>
      <div className="h-80 overflow-hidden rounded-2xl bg-muted shadow-lg ring-1 ring-border sm:h-[28rem]">
        {hydrated && (
        <iframe
          src={src}
          title={t("contact.mapTitle")}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
          className="size-full border-0"
        />
        )}
      </div>
    </section>
  );
}
