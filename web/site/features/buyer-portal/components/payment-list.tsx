import { Download } from "lucide-react";
import { useTranslation } from "@/shared/i18n/use-translation";
import { MY } from "@/shared/i18n/my";
import { formatDate, type MyPayment } from "@/shared/lib/contract";
import { myPaths, takaIn } from "../lib/money";
import { PortalSection } from "./portal-section";

/**
 * A booking's payments, newest as the API lists them (docs/product.md §11): receipt number (as
 * printed on the receipt, Latin), date, amount, mode and the receipt to download in English or
 * Bengali. A reversal or refund says so; a payment reversed since is marked.
 */
export function PaymentList({ payments }: { payments: MyPayment[] }) {
  const { t, lang } = useTranslation(MY);
  const tk = takaIn(lang, t);
  return (
    <PortalSection id="payments" title={t("payments.heading")}>
      {payments.length === 0 ? (
        <p className="text-ink-700">{t("payments.none")}</p>
      ) : (
        <ul className="space-y-3">
          {payments.map((p) => (
            <li key={p.id} data-receipt={p.receiptNo} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-white p-4">
              <div className="space-y-0.5">
                <p className="font-semibold text-ink-900">
                  {t("payments.receipt")} <span lang="en">{p.receiptNo}</span>
                  {p.kind !== "payment" && <span className="ml-2 text-sm font-normal text-ink-700">({t(`payments.kinds.${p.kind}`)})</span>}
                  {p.reversedBy !== null && <span className="ml-2 text-sm font-normal text-destructive">({t("payments.reversed")})</span>}
                </p>
                <p className="text-sm text-ink-700">
                  {formatDate(p.paidAt, lang)} · {t(`payments.modes.${p.mode}`)}
                </p>
                <p className="text-lg font-bold tabular-nums text-ink-900">{tk(p.amount)}</p>
              </div>
              <p className="flex flex-wrap gap-2">
                {(["en", "bn"] as const).map((l) => (
                  <a
                    key={l}
                    href={myPaths.receipt(p.receiptNo, l)}
                    download
                    aria-label={t("payments.downloadLabel", { receipt: p.receiptNo, language: t(l === "en" ? "payments.english" : "payments.bengali") })}
                    className="inline-flex h-9 items-center gap-1.5 rounded-md border border-brand-500 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                  >
                    <Download className="size-4" aria-hidden="true" />
                    {t(l === "en" ? "payments.english" : "payments.bengali")}
                  </a>
                ))}
              </p>
            </li>
          ))}
        </ul>
      )}
    </PortalSection>
  );
}
