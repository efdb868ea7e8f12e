import { cva } from "class-variance-authority";

/**
 * The site's button classes. Its own module so a link styled as a button (shadcn's
 * `<Link className={buttonVariants()}>`) does not bring the Button component and Radix's Slot along.
 */
export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-brand-500 text-ink-900 hover:bg-brand-600",
        dark: "bg-ink-900 text-white hover:bg-ink-700",
        outline: "border border-brand-500 bg-transparent text-brand-700 hover:bg-brand-50",
        // On a dark background (a project's contact band); variants rather than class overrides, which
        // `cn` does not merge on public pages (shared/lib/utils.ts).
        outlineLight: "border border-white/50 bg-transparent text-white hover:bg-white/10",
        ghostLight: "text-white hover:bg-white/10",
        ghost: "hover:bg-muted",
        link: "text-brand-700 underline-offset-4 hover:underline",
        destructive: "bg-destructive text-white hover:bg-destructive/90",
      },
      size: {
        // The font size belongs to the size (never a base class a size overrides: cn does not merge on public pages).
        default: "h-10 px-5 py-2 text-sm",
        sm: "h-9 px-3 text-sm",
        lg: "h-12 px-8 text-base",
        icon: "size-10 text-sm",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);
