import { Phone } from "lucide-react";
import { useTranslation } from "@/shared/i18n/use-translation";
import { HOME } from "@/shared/i18n/home";
import { telUrl } from "@/shared/config/paths";
import { ProjectImage } from "@/shared/components/project-image";
import { formatPhone, type Project } from "@/shared/lib/contract";
import { EyebrowHeading } from "@/site/components/ui/eyebrow-heading";

/** docs/product.md §3: five identical cards (the original's per-card video link was never clickable: dropped). */
const CARDS = [1, 2, 3, 4, 5] as const;

/**
 * Home section 7: "To Have a Cup of Coffee!" over a photo, five "Buy a Property" call cards. The number and
 * the background come from the contact record (the page reads it); a project photo stands in for a missing background.
 */
export function ContactStrip({ projects, phone, image }: { projects: Project[]; phone: string; image?: string }) {
  const { t } = useTranslation(HOME);
  const background = image || (projects.find((p) => p.mainImage && p.category === "Ready Apartment")?.mainImage ?? projects[0]?.mainImage);
  return (
    <section aria-labelledby="home-coffee" className="relative isolate overflow-hidden py-20 lg:py-24">
      <div className="absolute inset-0 -z-20">
        <ProjectImage src={background} alt="" sizes="100vw" />
      </div>
      <div className="absolute inset-0 -z-10 bg-ink-900/85" aria-hidden="true" />
      <div className="mx-auto max-w-7xl px-4 text-center sm:px-6 lg:px-8">
        <EyebrowHeading id="home-coffee" eyebrow={t("coffee.eyebrow")} className="mt-3 text-3xl font-bold tracking-tight text-white sm:text-5xl">
          {t("coffee.title")}
        </EyebrowHeading>
        <p className="mx-auto mt-4 max-w-xl text-white/80">{t("coffee.lead")}</p>
        <ul className="mt-10 grid gap-3 sm:grid-cols-2 sm:gap-4 lg:mt-12 lg:grid-cols-5" data-testid="coffee-cards">
          {CARDS.map((id) => (
            <li key={id}>
              <a
                href={phone ? telUrl(phone) : undefined}
                className="group coffee-card"
              >
                <span className="coffee-icon">
                  <Phone className="size-5" aria-hidden="true" />
                </span>
                <span className="coffee-label">{t("coffee.card")}</span>
                <span className="coffee-number" data-testid="coffee-number">{formatPhone(phone)}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
