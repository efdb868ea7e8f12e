import { useTranslation } from "@/i18n/use-translation";
import { COMMON } from "@/i18n/common";
import { Outlet } from "@/lib/router";
import { ChatButton } from "@/components/layouts/chat-button";
import { Footer } from "@/components/layouts/footer";
import { ScrollToTop } from "@/components/layouts/scroll-to-top";
import TopBar from "@/islands/top-bar";
import { StaticBanner } from "@/features/banner-statics/components/static-banner";

/**
 * The public layout: fixed top bar, the static banner (pages other than home and project detail),
 * the page, the footer and the floating chat button; every route change starts at the top.
 * <main> is padded by the bar's height so nothing hides under it.
 */
export function Component() {
  const { t } = useTranslation(COMMON);
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-brand-500 px-4 py-2 font-semibold text-ink-900 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t("skipToContent")}
      </a>
      <ScrollToTop />
      <TopBar />
      <main id="main" tabIndex={-1} className="min-h-[60vh] pt-16 outline-none lg:pt-20">
        <StaticBanner />
        <Outlet />
      </main>
      <Footer />
      <ChatButton />
    </>
  );
}
