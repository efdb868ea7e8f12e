import type { ReactNode } from "react";
import { useTranslation } from "@/shared/i18n/use-translation";
import { HOME } from "@/shared/i18n/home";
import { SectionHeading } from "./section-heading";

/** Home section 10's frame: the heading; the page passes in the map. */
export function MapSection({ children }: { children: ReactNode }) {
  const { t } = useTranslation(HOME);
  return (
    <section aria-labelledby="home-map" className="bg-muted py-20 lg:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="home-map" eyebrow={t("map.eyebrow")} title={t("map.title")}>
          {t("map.lead")}
        </SectionHeading>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
