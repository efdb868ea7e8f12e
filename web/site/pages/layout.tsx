import type { ReactNode } from "react";
import { useTranslation } from "@/shared/i18n/use-translation";
import { COMMON } from "@/shared/i18n/common";
import { ChatButton } from "@/site/components/layouts/chat-button";
import { Footer } from "@/site/components/layouts/footer";
import TopBar from "@/site/islands/top-bar";
import { StaticBanner } from "@/site/features/banner-statics/components/static-banner";
import type { Loaded, LoadContext } from "@/site/app/page-module";
import { headerContact, LayoutDataProvider } from "@/site/lib/site-data";
import { projectMenu } from "@/site/components/layouts/lib/menu-preview";

/** The layout's loader: what every page shows around its own content (the menus, the footer, the header images). */
export const load = ({ read }: LoadContext) => ({ projects: read.projects(), contact: read.contactInformation(), bannerStatics: read.bannerStatics() });

type Props = Loaded<ReturnType<typeof load>> & { children: ReactNode };

/**
 * The public layout: fixed top bar, the static banner (pages other than home and project detail),
 * the page, the footer and the floating chat button. <main> is padded by the bar's height so nothing
 * hides under it. Each page is a page load, which starts at the top (docs/product.md §2).
 */
export function View({ projects, contact, bannerStatics, children }: Props) {
  const { t, lang } = useTranslation(COMMON);
  const data = { projects: projects ?? [], contact, bannerStatics: bannerStatics ?? [], menu: null };
  return (
    <LayoutDataProvider value={data}>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-brand-500 px-4 py-2 font-semibold text-ink-900 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t("skipToContent")}
      </a>
      <TopBar menu={projectMenu(data.projects, lang)} contact={contact && headerContact(contact)} />
      <main id="main" tabIndex={-1} className="min-h-[60vh] pt-16 outline-none lg:pt-20">
        <StaticBanner />
        {children}
      </main>
      <Footer info={contact} />
      <ChatButton />
    </LayoutDataProvider>
  );
}
