import { Menu } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "@/shared/i18n/use-translation";
import { COMMON } from "@/shared/i18n/common";
import { useEarlyPress } from "@/site/lib/use-early-press";
import { lazyPart, useLazyPart } from "@/shared/lib/lazy-part";
import { cn } from "@/shared/lib/utils";
import { MENU_BUTTON, SITE_LINKS_ID } from "./lib/nav-items";

const sheet = lazyPart(() => import("./mobile-menu-sheet"));

/**
 * The menu button under 1024 px. The sheet's code (Radix dialog, accordion: about 27 KB gzipped, as
 * much as the rest of the page's own code) loads when the visitor reaches for the button: a touch,
 * a hover or the focus, which come a tenth of a second or more before the click. Until then a
 * stand-in button of the same look takes the press, and the menu slides in as soon as its code is
 * in; a press before the page's code runs is kept and opens it then (site/lib/early-press.ts). A phone
 * that never opens the menu never downloads it (docs/decisions.md, "Parts loaded on intent").
 * A browser that runs no script gets, in the button's place, a link of the same look to the footer's
 * Quick Links, every destination of the menu (the button carries `data-needs-script`: entry-server.tsx).
 */
export function MobileMenu({ className }: { className?: string }) {
  const { t } = useTranslation(COMMON);
  const [open, setOpen] = useState(false);
  // A focused stand-in stays until it loses the focus or is pressed (swapping it would drop the focus).
  const [focused, setFocused] = useState(false);
  const loaded = useLazyPart(sheet);
  const intent = () => void sheet.load().catch(() => undefined);
  const press = () => {
    setFocused(false);
    setOpen(true);
    sheet.load().catch(() => setOpen(false));
  };
  useEarlyPress("mobile-menu", press);
  if (loaded && !focused) return <loaded.MobileMenuSheet className={className} open={open} setOpen={setOpen} />;
  return (
    <>
      <button
        type="button"
        className={cn(MENU_BUTTON, className)}
        aria-label={t("nav.openMenu")}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={intent}
        onPointerDown={intent}
        onFocus={() => {
          intent();
          setFocused(true);
        }}
        onBlur={() => setFocused(false)}
        data-early-press="mobile-menu"
        data-needs-script=""
        onClick={press}
      >
        <Menu className="size-6" aria-hidden="true" />
      </button>
      <noscript>
        <a href={`#${SITE_LINKS_ID}`} className={cn(MENU_BUTTON, className)} aria-label={t("nav.openMenu")}>
          <Menu className="size-6" aria-hidden="true" />
        </a>
      </noscript>
    </>
  );
}
