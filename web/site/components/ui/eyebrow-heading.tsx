import type { ReactNode } from "react";
import { cn } from "@/shared/lib/utils";

type Props = {
  /** The heading's level: the home hero's <h1>, a section's <h2>. */
  as?: "h1" | "h2";
  /** Labels its section (`aria-labelledby`). */
  id: string;
  /** The small gold line above the heading; none, no line. */
  eyebrow?: string;
  /** Gold on a dark background ("light"), deeper gold on a light one ("dark"). */
  tone?: "light" | "dark";
  /** The heading's own size and colour. */
  className: string;
  children: ReactNode;
};

/** The public pages' gold eyebrow and the heading under it (home sections, the hero, the contact strip). */
export function EyebrowHeading({ as: Heading = "h2", id, eyebrow, tone = "light", className, children }: Props) {
  return (
    <>
      {eyebrow && <p className={cn("eyebrow", tone === "dark" ? "text-brand-700" : "text-brand-300")}>{eyebrow}</p>}
      <Heading id={id} className={className}>
        {children}
      </Heading>
    </>
  );
}
