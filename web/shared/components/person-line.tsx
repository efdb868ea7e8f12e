import type { ReactNode } from "react";

type Props = {
  /** The box: a figure's caption (a testimonial) or a plain block (the staff profile). */
  as?: "div" | "figcaption";
  /** The box's whole class list (`cn` does not merge classes on public pages). */
  className: string;
  /** The portrait, beside the words. */
  avatar: ReactNode;
  name: string;
  /** The name's whole class list, `block` included. */
  nameClassName: string;
  /** The line under the name: a job title, a designation. */
  detail: string;
};

/** A person at a glance: the portrait, then the name and a muted line under it (a testimonial's client, the signed-in staff member). */
export function PersonLine({ as: Box = "div", className, avatar, name, nameClassName, detail }: Props) {
  return (
    <Box className={className}>
      {avatar}
      <span>
        <span className={nameClassName}>{name}</span>
        <span className="block text-sm text-muted-foreground">{detail}</span>
      </span>
    </Box>
  );
}
