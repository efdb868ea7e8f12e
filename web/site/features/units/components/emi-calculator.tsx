import { useId, useState } from "react";
import { useTranslation } from "@/shared/i18n/use-translation";
import { UNITS } from "@/shared/i18n/units";
import { BANK_LOAN_MAX_YEARS, emi, formatNumber } from "@/shared/lib/contract";
import { buttonVariants } from "@/shared/components/ui/button-variants";
import { readNumber } from "../lib/flats";

export type EmiProps = { unitId: number; loan: number | null; rate: number; years: number; maxLoan: number };

/** The form's values as numbers, each within its bounds; null where a field is empty or unreadable. */
const read = (loan: string, rate: string, years: string, maxLoan: number) => ({
  loan: readNumber(loan, 0, maxLoan),
  rate: readNumber(rate, 0, 30),
  years: readNumber(years, 1, BANK_LOAN_MAX_YEARS),
});

const FIELD = "h-11 w-full rounded-md border border-border bg-white px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

/**
 * A bank loan's EMI for a flat (issue 45), the standard formula in whole taka (contract/payment-plan.ts
 * `emi`). Server HTML first: a GET form (`?unit=&loan=&rate=&years=#emi`) the worker computes, so it
 * works without JavaScript; once this island runs, the result follows each keystroke.
 */
export function EmiCalculator({ unitId, loan, rate, years, maxLoan }: EmiProps) {
  const { t, lang } = useTranslation(UNITS);
  const id = useId();
  const [values, setValues] = useState({ loan: loan === null ? "" : String(loan), rate: String(rate), years: String(years) });
  const now = read(values.loan, values.rate, values.years, maxLoan);
  const monthly = now.loan && now.rate !== null && now.years !== null ? emi(now.loan, now.rate, now.years) : null;
  const tk = (amount: number) => t("money", { amount: formatNumber(amount, lang, 0) });
  const field = (name: keyof typeof values, label: string, props: { step: string; min: number; max: number }) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${name}`} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        type="number"
        inputMode="decimal"
        className={FIELD}
        value={values[name]}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
        {...props}
      />
    </div>
  );
  return (
    <form method="get" action="#emi" aria-labelledby={`${id}-heading`} className="grid gap-4 rounded-xl border border-border bg-white p-4 sm:p-6">
      <div>
        <h4 id={`${id}-heading`} className="text-base font-semibold text-ink-900">
          {t("emi.heading")}
        </h4>
        <p className="text-sm text-muted-foreground">{t("emi.hint")}</p>
      </div>
      <input type="hidden" name="unit" value={unitId} />
      <div className="grid gap-3 sm:grid-cols-3">
        {field("loan", t("emi.amount"), { step: "1", min: 0, max: maxLoan })}
        {field("rate", t("emi.rate"), { step: "0.01", min: 0, max: 30 })}
        {field("years", t("emi.years"), { step: "1", min: 1, max: BANK_LOAN_MAX_YEARS })}
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className={buttonVariants({ variant: "outline" })}>
          {t("emi.calculate")}
        </button>
        <output htmlFor={`${id}-loan ${id}-rate ${id}-years`} aria-live="polite" className="text-sm" data-testid="emi-result">
          {monthly === null ? (
            t("emi.empty")
          ) : (
            <>
              <strong className="text-base text-ink-900">{t("emi.result", { amount: tk(monthly) })}</strong>
              <span className="block text-muted-foreground">{t("emi.total", { years: now.years!, amount: tk(monthly * Math.round(now.years! * 12)) })}</span>
            </>
          )}
        </output>
      </div>
    </form>
  );
}
