import { type CSSProperties, useEffect } from "react";
import { Toaster as Sonner } from "sonner";
import { SITE } from "@/config/site";
import { toasterMounted } from "@/lib/toast";

/**
 * sonner's rich success/error text is 4.3:1 on its tint; these darker shades pass WCAG AA (4.5:1).
 * The font is the page's (web/styles.css: Noto Sans Bengali on a Bengali page), not sonner's system
 * stack, which shows empty boxes where the system has no Bengali font (issue 42).
 */
const TOAST_STYLE = { "--success-text": "#166534", "--error-text": "#b42318", fontFamily: "inherit" } as CSSProperties;

/** The app's toasts (top-right, 5 s, swipe to dismiss), mounted with the first one (web/lib/toast.ts). */
export default function Toaster() {
  // After sonner's own effects (children first): it listens by now.
  useEffect(toasterMounted, []);
  return <Sonner position="top-right" duration={SITE.toastMs} closeButton richColors swipeDirections={["right", "top"]} style={TOAST_STYLE} />;
}
