import { ArrowRight, Download, Loader2, Phone, Plus } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "@/shared/i18n/use-translation";
import { PAGES } from "@/shared/i18n/pages";
import { Link } from "@/shared/lib/router";
import { Button, type ButtonProps } from "@/shared/components/ui/button";
import { paths } from "@/shared/config/paths";
import { sectionHead } from "@/shared/lib/contract";
import { definePage } from "@/site/app/page-module";

const VARIANTS = ["default", "dark", "outline", "ghost", "link", "destructive"] as const satisfies ButtonProps["variant"][];
const SIZES = ["sm", "default", "lg"] as const satisfies ButtonProps["size"][];

/** /button: the site's button variants, sizes and states on the surfaces they are used on (docs/product.md §2). */
function View() {
  const { t } = useTranslation(PAGES);
  return (
    <div className="mx-auto w-full max-w-6xl space-y-16 px-4 py-16 sm:px-6 lg:px-8">
      <header className="max-w-2xl">
        <h2 className="text-3xl font-bold text-ink-900 sm:text-4xl">{t("buttons.heading")}</h2>
        <p className="mt-4 text-lg text-muted-foreground">{t("buttons.intro")}</p>
      </header>

      <DemoSection id="variants" title={t("buttons.variants")}>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {VARIANTS.map((variant) => (
            <Swatch key={variant} name={`variant="${variant}"`}>
              <Button variant={variant}>{t(`buttons.variant.${variant}`)}</Button>
            </Swatch>
          ))}
        </div>
        <div className="mt-6 flex flex-wrap items-center gap-4 rounded-2xl bg-ink-900 p-6">
          <p className="w-full text-sm font-medium text-brand-100">{t("buttons.onDark")}</p>
          <Button>{t("buttons.variant.default")}</Button>
          <Button variant="outlineLight">{t("buttons.variant.outline")}</Button>
          <Button variant="ghostLight">{t("buttons.variant.ghost")}</Button>
        </div>
      </DemoSection>

      <DemoSection id="sizes" title={t("buttons.sizes")}>
        <div className="flex flex-wrap items-end gap-4">
          {SIZES.map((size) => (
            <Swatch key={size} name={`size="${size}"`}>
              <Button size={size}>{t(`buttons.size.${size}`)}</Button>
            </Swatch>
          ))}
          <Swatch name='size="icon"'>
            <Button size="icon" aria-label={t("buttons.add")}>
              <Plus aria-hidden="true" />
            </Button>
          </Swatch>
        </div>
      </DemoSection>

      <DemoSection id="states" title={t("buttons.states")}>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          <Swatch name="disabled">
            <Button disabled>{t("buttons.disabled")}</Button>
            <Button variant="outline" disabled>{t("buttons.disabled")}</Button>
          </Swatch>
          <Swatch name="asChild + Link">
            <Button asChild variant="dark">
              <Link to={paths.projects()}>
                {t("buttons.asLink")}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </Swatch>
          <Swatch name={t("buttons.withIcon")}>
            <Button>
              <Phone aria-hidden="true" />
              {t("buttons.call")}
            </Button>
            <Button variant="outline">
              <Download aria-hidden="true" />
              {t("buttons.download")}
            </Button>
          </Swatch>
          <Swatch name={t("buttons.busy")}>
            <Button disabled aria-busy="true">
              <Loader2 aria-hidden="true" className="animate-spin" />
              {t("buttons.sending")}
            </Button>
          </Swatch>
        </div>
      </DemoSection>
    </div>
  );
}

function DemoSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`buttons-${id}`}>
      <h3 id={`buttons-${id}`} className="mb-6 border-b border-border pb-3 text-xl font-semibold text-ink-900">{title}</h3>
      {children}
    </section>
  );
}

function Swatch({ name, children }: { name: string; children: ReactNode }) {
  return (
    <figure className="flex flex-col gap-4 rounded-xl border border-border bg-white p-5">
      <div className="flex flex-wrap items-center gap-3">{children}</div>
      <figcaption>
        <code className="rounded bg-muted px-2 py-1 text-xs text-ink-800">{name}</code>
      </figcaption>
    </figure>
  );
}

/** No reads of its own: the layout's are all it shows, and all its head's share picture is chosen from (worker/contract/page-head.ts). */
export default definePage({ load: () => ({}), head: (_, { lang, origin, site }) => sectionHead("/button", lang, origin, site), View });
