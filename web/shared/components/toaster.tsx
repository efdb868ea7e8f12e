import { type CSSProperties, useEffect } from "react";
import { Toaster as Sonner } from "sonner";
import { SITE } from "@/shared/config/site";
import { toasterMounted } from "@/shared/lib/toast";

/**
 * sonner's rich success/error text is 4.3:1 on its tint; these darker shades pass WCAG AA (4.5:1).
 * The font is the page's (web/styles.css: Noto Sans Bengali on a Bengali page), not sonner's system
 * stack, which shows empty boxes where the system has no Bengali font (issue 42).
 */
const TOAST_STYLE = { "--success-text": "#166534", "--error-text": "#b42318", fontFamily: "inherit" } as CSSProperties;

/**
 * Where toasts sit: at the bottom, centred, never over a header, its menu button or language switch,
 * nor a dialog's close button (issue 42; docs/decisions.md "Toasts"); on a phone above the public
 * site's chat button (web/site/components/layouts/chat-button.tsx: 56 px, 20 px from the bottom).
 */
const PLACE = { position: "bottom-center", offset: { bottom: 24 }, mobileOffset: { bottom: 88, left: 16, right: 16 }, visibleToasts: 3 } as const;

/** The app's toasts (5 s, at most 15 s however long hovered, swipe to dismiss), mounted with the first one (web/shared/lib/toast.ts). */
export default function Toaster() {
  // After sonner's own effects (children first): it listens by now.
  useEffect(toasterMounted, []);
  return <Sonner {...PLACE} duration={SITE.toastMs} closeButton richColors swipeDirections={["right", "bottom"]} style={TOAST_STYLE} />;
}
