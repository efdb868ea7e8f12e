import { Menu } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "@/i18n/use-translation";
import { COMMON } from "@/i18n/common";
import { useEarlyPress } from "@/lib/use-early-press";
import { lazyPart, useLazyPart } from "@/lib/lazy-part";
import { cn } from "@/lib/utils";
import { MENU_BUTTON } from "./lib/nav-items";

const sheet = lazyPart(() => import("./mobile-menu-sheet"));

/**
 * The menu button under 1024 px. The sheet's code (Radix dialog, accordion) loads when the phone is
 * idle after the first screen, or on the first press; until then a stand-in button of the same look
 * takes the press, and the menu slides in as soon as its code is in; a press before the app itself
 * runs is kept and opens it then (lib/early-press.ts).
 */
export function MobileMenu({ className }: { className?: string }) {
  const { t } = useTranslation(COMMON);
  const [open, setOpen] = useState(false);
  // A focused stand-in stays until it loses the focus or is pressed (swapping it would drop the focus).
  const [focused, setFocused] = useState(false);
  const loaded = useLazyPart(sheet, "(max-width: 1023.98px)");
  const press = () => {
    setFocused(false);
    setOpen(true);
    sheet.load().catch(() => setOpen(false));
  };
  useEarlyPress("mobile-menu", press);
  if (loaded && !focused) return <loaded.MobileMenuSheet className={className} open={open} setOpen={setOpen} />;
  return (
    <button
      type="button"
      className={cn(MENU_BUTTON, className)}
      aria-label={t("nav.openMenu")}
      aria-haspopup="dialog"
      aria-expanded={open}
      onPointerEnter={() => void sheet.load().catch(() => undefined)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      data-early-press="mobile-menu"
      onClick={press}
    >
      <Menu className="size-6" aria-hidden="true" />
    </button>
  );
}
