import { useTranslation } from "@/shared/i18n/use-translation";
import { UNITS } from "@/shared/i18n/units";
import { formatNumber, type PaymentPlan, planParts } from "@/shared/lib/contract";
import { TableHead } from "./table-head";

/**
 * One payment plan worked out for a flat (issue 45): booking money, down payment, N instalments of X,
 * handover and the total, in whole taka that add up to the price exactly (contract/payment-plan.ts);
 * the one-time price below. With the price hidden, the same rows in percentages.
 */
export function PlanTable({ plan, price }: { plan: PaymentPlan; price: number | null }) {
  const { t, lang } = useTranslation(UNITS);
  const tk = (amount: number) => t("money", { amount: formatNumber(amount, lang, 0) });
  const pct = (percent: number) => t("flat.percentOnly", { percent: formatNumber(percent, lang) });
  const instalmentPercent = 100 - plan.bookingPercent - plan.downPaymentPercent - plan.handoverPercent;
  const parts = price === null ? null : planParts(price, plan);
  const each = parts?.installments.at(-1) ?? 0;
  const more = parts ? parts.installments.filter((x) => x > each).length : 0;
  const every = t("flat.every", { count: plan.intervalMonths });
  const rows: { label: string; amount: string | null; share: string }[] = [
    { label: t("flat.booking"), amount: parts && tk(parts.booking), share: pct(plan.bookingPercent) },
    { label: t("flat.downPayment"), amount: parts && tk(parts.downPayment), share: pct(plan.downPaymentPercent) },
    ...(plan.installments > 0
      ? [
          {
            label: `${t("flat.installments", { count: plan.installments, amount: parts ? tk(each) : pct(instalmentPercent / plan.installments) })}, ${every}${more ? ` (${t("flat.installmentsFirst", { count: more })})` : ""}`,
            amount: parts && tk(parts.installments.reduce((a, b) => a + b, 0)),
            share: pct(instalmentPercent),
          },
        ]
      : []),
    { label: t("flat.handover"), amount: parts && tk(parts.handover), share: pct(plan.handoverPercent) },
  ];
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-plan={plan.id}>
        <caption className="pb-2 text-left text-base font-semibold text-ink-900">{plan.name}</caption>
        <TableHead
          className="border-b border-border text-left text-xs text-muted-foreground"
          cells={[
            { label: t("flat.part"), className: "py-1 pr-3 font-semibold" },
            !!parts && { label: t("flat.amount"), className: "py-1 pr-3 text-right font-semibold" },
            { label: t("flat.share"), className: "py-1 text-right font-semibold" },
          ]}
        />
        <tbody>
          {rows.map((r) => (
            <tr key={r.label} className="border-b border-border/60">
              <th scope="row" className="py-1.5 pr-3 text-left font-normal">
                {r.label}
              </th>
              {parts && <td className="whitespace-nowrap py-1.5 pr-3 text-right tabular-nums" data-amount="">{r.amount}</td>}
              <td className="py-1.5 text-right tabular-nums">{r.share}</td>
            </tr>
          ))}
        </tbody>
        {parts && (
          <tfoot>
            <tr className="font-semibold">
              <th scope="row" className="py-1.5 pr-3 text-left">
                {t("flat.total")}
              </th>
              <td className="whitespace-nowrap py-1.5 pr-3 text-right tabular-nums" data-total="">
                {tk(parts.price)}
              </td>
              <td className="py-1.5 text-right tabular-nums">{pct(100)}</td>
            </tr>
          </tfoot>
        )}
      </table>
      {parts && plan.oneTimeDiscountPercent > 0 && (
        <p className="mt-2 text-sm text-ink-700">{t("flat.oneTime", { amount: tk(parts.oneTimePrice), percent: formatNumber(plan.oneTimeDiscountPercent, lang) })}</p>
      )}
    </div>
  );
}
