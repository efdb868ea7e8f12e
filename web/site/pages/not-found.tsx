import { Home } from "lucide-react";
import { useTranslation } from "@/shared/i18n/use-translation";
import { PAGES } from "@/shared/i18n/pages";
import { Link } from "@/shared/lib/router";
import { Button } from "@/shared/components/ui/button";
import { paths } from "@/shared/config/paths";

/**
 * Any routing error (docs/product.md §2): unknown URLs, and the router's ErrorBoundary for errors thrown while
 * loading or rendering a page. It stays inside the public layout, so the menus still work.
 */
export function View() {
  const { t } = useTranslation(PAGES);
  return (
    <section className="relative isolate mx-auto flex min-h-[60vh] w-full max-w-3xl flex-col items-center justify-center px-6 py-24 text-center">
      {/* A watermark drawn by CSS (pseudo-content), so it is neither read out nor held to text contrast. */}
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-10 -z-10 text-[9rem] leading-none font-black text-brand-50 select-none before:content-['404'] sm:text-[14rem]"
      />
      <h1 className="text-2xl leading-snug font-bold text-balance text-ink-900 sm:text-3xl">{t("notFound.message")}</h1>
      <p className="mt-4 max-w-xl text-muted-foreground">{t("notFound.hint")}</p>
      <Button asChild size="lg" className="mt-10">
        <Link to={paths.home()}>
          <Home aria-hidden="true" />
          {t("notFound.home")}
        </Link>
      </Button>
    </section>
  );
}
