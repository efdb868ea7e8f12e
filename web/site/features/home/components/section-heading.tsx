import type { ReactNode } from "react";
import { HOME } from "@/shared/i18n/home";
import { useTranslation } from "@/shared/i18n/use-translation";
import { cn } from "@/shared/lib/utils";
import { EyebrowHeading } from "@/site/components/ui/eyebrow-heading";

type Props = { id: string; eyebrow?: string; title: string; children?: ReactNode; align?: "left" | "center"; tone?: "light" | "dark" };

/** The home sections' heading: a gold eyebrow, the <h2> (labels the section via id), a lead. */
export function SectionHeading({ id, eyebrow, title, children, align = "center", tone = "dark" }: Props) {
  return (
    <div className={cn("max-w-2xl", align === "center" && "mx-auto text-center")}>
      <EyebrowHeading id={id} eyebrow={eyebrow} tone={tone} className={cn("section-title", tone === "dark" ? "text-ink-900" : "text-white")}>
        {title}
      </EyebrowHeading>
      {children && (
        <div className={cn("section-lead", tone === "dark" ? "text-muted-foreground" : "text-white/80")}>{children}</div>
      )}
    </div>
  );
}

/**
 * A home section with a centred heading: its background and padding (`className`), the heading of its
 * strings (`{name}.eyebrow`, `{name}.title` and the lead, `{name}.{lead}`), labelling the section as
 * `home-{name}`, then its content.
 */
export function HomeSection({ name, lead = "lead", className, children }: { name: string; lead?: string; className: string; children: ReactNode }) {
  const { t } = useTranslation(HOME);
  return (
    <section aria-labelledby={`home-${name}`} className={className}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id={`home-${name}`} eyebrow={t(`${name}.eyebrow`)} title={t(`${name}.title`)}>
          {t(`${name}.${lead}`)}
        </SectionHeading>
        {children}
      </div>
    </section>
  );
}
