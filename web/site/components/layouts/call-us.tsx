import { Check, Phone } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "@/shared/i18n/use-translation";
import { COMMON } from "@/shared/i18n/common";
import { SITE } from "@/shared/config/site";
import { useLayoutData } from "@/site/lib/site-data";
import { formatPhone } from "@/shared/lib/contract";
import { cn } from "@/shared/lib/utils";
import { copyText } from "./lib/copy-text";

/** The call-us block: a click copies the hotline (from the contact record) and confirms for 2 s (docs/product.md §2, §9). */
export function CallUs({ className }: { className?: string }) {
  const { t } = useTranslation(COMMON);
  const hotline = formatPhone(useLayoutData().contact?.phone);
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    if (!hotline || !(await copyText(hotline))) return;
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), SITE.copyConfirmMs);
  }

  return (
    <div className={cn("relative", className)}>
      <button
        type="button"
        onClick={() => void copy()}
        data-testid="call-us"
        className="group flex items-center gap-3 rounded-full py-1 pl-1 pr-3 text-left text-white transition-colors hover:bg-white/10"
      >
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-500 text-ink-900 transition-transform group-hover:scale-105">
          {copied ? <Check className="size-5" aria-hidden="true" /> : <Phone className="size-5" aria-hidden="true" />}
        </span>
        <span className="leading-tight">
          <span className="block text-[0.7rem] font-medium uppercase tracking-wider text-white/70">{t("callUs.label")}</span>
          <span className="block min-h-5 text-sm font-semibold tabular-nums">{hotline}</span>
          <span className="sr-only">{t("callUs.copyHint")}</span>
        </span>
      </button>
      <span
        role="status"
        className={cn(
          "pointer-events-none absolute left-1/2 top-full z-50 mt-2 -translate-x-1/2 whitespace-nowrap rounded-md bg-white px-3 py-1.5 text-xs font-semibold text-ink-900 shadow-lg transition-opacity",
          copied ? "opacity-100" : "opacity-0",
        )}
      >
        {copied ? t("callUs.copied") : ""}
      </span>
    </div>
  );
}
