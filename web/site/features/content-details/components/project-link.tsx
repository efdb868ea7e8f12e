import { ArrowRight, ExternalLink } from "lucide-react";
import { useTranslation } from "@/shared/i18n/use-translation";
import { PAGES } from "@/shared/i18n/pages";
import { Link } from "@/shared/lib/router";
import { Button } from "@/shared/components/ui/button";
import { linkTarget } from "@/site/components/content/link-target";

/**
 * The item's related project. The API accepts a site path ("/projects/PRJ-0001") or an https link:
 * a site path stays in the app, an https link opens in a new tab, anything else shows nothing.
 */
export function ProjectLink({ href }: { href: string }) {
  const { t } = useTranslation(PAGES);
  const target = linkTarget(href);
  if (!target) return null;
  return (
    <div className="mt-14 flex flex-col items-start gap-4 rounded-2xl bg-ink-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8">
      <p className="text-lg font-semibold">{t("detail.projectPrompt")}</p>
      <Button asChild size="lg">
        {target.kind === "internal" ? (
          <Link to={target.to}>
            {t("detail.projectLink")}
            <ArrowRight aria-hidden="true" />
          </Link>
        ) : (
          <a href={target.href} target="_blank" rel="noopener noreferrer">
            {t("detail.projectLink")}
            <ExternalLink aria-hidden="true" />
            <span className="sr-only">{t("detail.newTab")}</span>
          </a>
        )}
      </Button>
    </div>
  );
}
