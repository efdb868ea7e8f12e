import { MapPin, Phone } from "lucide-react";
import { Localized, useTranslation, useTwins } from "@/shared/i18n/use-translation";
import { COMMON } from "@/shared/i18n/common";
import { Link } from "@/shared/lib/router";
import { paths, telUrl } from "@/shared/config/paths";
import { company } from "@/shared/config/site";
import { formatPhone } from "@/shared/lib/contract";
import { cn } from "@/shared/lib/utils";
import { FooterProjects } from "./footer-projects";
import { MEDIA_LINKS, SITE_LINKS_ID } from "./lib/nav-items";
import { Logo } from "@/shared/components/layouts/logo";
import { SocialIcons } from "./social-icons";
import type { ContactInformation, Twin } from "@/shared/lib/contract";

const HEADING = "text-xs font-bold uppercase tracking-[0.2em] text-brand-300";

/**
 * Footer (docs/product.md §2): logo, socials, address, four phones, the businesses, projects by category.
 * The company's details come from the contact record, the one source the top bar and contact page share.
 */
/** The sister businesses, in the page's language or marked as English. */
function Businesses({ list }: { list: Twin<string[]> }) {
  const { langOf } = useTwins();
  return list.value.map((b) => (
    <li key={b} lang={langOf(list)}>
      {b}
    </li>
  ));
}

/** The footer; `info` is the whole contact record (the header gets only its few fields: site-data.tsx). */
export function Footer({ info }: { info: ContactInformation | null }) {
  const { t } = useTranslation(COMMON);
  const { twin } = useTwins();
  const quick = [
    { key: "nav.home", to: paths.home() },
    { key: "nav.allProjects", to: paths.projects() },
    { key: "nav.about", to: paths.about() },
    { key: "nav.contact", to: paths.contact() },
    { key: "nav.landowner", to: paths.landowner() },
    ...MEDIA_LINKS,
    // The buyer portal (issue 46): where a buyer finds their flat, schedule and receipts.
    { key: "nav.myFlat", to: paths.my() },
  ];
  return (
    <footer className="bg-ink-900 text-white/80">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[1.1fr_0.8fr_2fr] lg:px-8">
        <div className="space-y-6">
          <Logo />
          <p className="max-w-xs text-sm leading-relaxed">{t("footer.tagline")}</p>
          <SocialIcons />
          <address className="space-y-3 text-sm not-italic">
            <p className="flex gap-3">
              <MapPin className="mt-0.5 size-4 shrink-0 text-brand-300" aria-hidden="true" />
              {info && <Localized as="span" twin={twin(info, "address")} />}
            </p>
            <ul className="grid grid-cols-2 gap-2" aria-label={t("footer.phones")}>
              {info?.phones.map((n) => (
                <li key={n}>
                  <a href={telUrl(n)} className="footer-phone">
                    <Phone className="size-3.5 text-brand-300" aria-hidden="true" />
                    {formatPhone(n)}
                  </a>
                </li>
              ))}
            </ul>
          </address>
        </div>
        <div className="grid grid-cols-2 gap-8 lg:grid-cols-1">
          <div>
            <h2 className={HEADING}>{t("footer.businesses")}</h2>
            <ul className="mt-4 space-y-2 text-sm">
              {info && <Businesses list={twin(info, "businesses")} />}
            </ul>
          </div>
          <div>
            <h2 id={SITE_LINKS_ID} className={cn(HEADING, "scroll-mt-20")}>
              {t("footer.quickLinks")}
            </h2>
            <ul className="mt-4 space-y-2 text-sm">
              {quick.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className="hover:text-brand-300">
                    {t(l.key)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div>
          <h2 className={HEADING}>{t("footer.projects")}</h2>
          <div className="mt-4">
            <FooterProjects />
          </div>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-white/70 sm:px-6 lg:px-8">
          {t("footer.rights", { year: new Date().getFullYear(), name: company.legalName, since: company.established })}
        </p>
      </div>
    </footer>
  );
}
