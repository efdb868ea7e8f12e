import { useTranslation } from "@/shared/i18n/use-translation";
import { MY } from "@/shared/i18n/my";
import { formatDate, type MyScheduleLine } from "@/shared/lib/contract";
import { cn } from "@/shared/lib/utils";
import { takaIn } from "../lib/money";
import { PortalSection } from "./portal-section";

const STATE_LOOK: Record<MyScheduleLine["state"], string> = {
  paid: "bg-emerald-100 text-emerald-900",
  due: "bg-brand-100 text-ink-900",
  overdue: "bg-destructive/10 text-destructive",
  upcoming: "bg-muted text-ink-800",
  cancelled: "bg-muted text-ink-700",
};

/**
 * A booking's schedule as its buyer reads it (docs/product.md §11): each line's name in the page's
 * language, due date, amount, paid, due and state (paid, due, overdue, upcoming), an overdue line
 * highlighted with its delay charge. A table that scrolls sideways on a phone.
 */
export function ScheduleTable({ lines }: { lines: MyScheduleLine[] }) {
  const { t, lang } = useTranslation(MY);
  const tk = takaIn(lang, t);
  const instalments = lines.filter((l) => l.kind === "installment");
  const name = (line: MyScheduleLine) =>
    line.kind === "installment" ? t("lines.installment", { n: instalments.indexOf(line) + 1, total: instalments.length }) : t(`lines.${line.kind}`);
  return (
    <PortalSection id="schedule" title={t("schedule.heading")}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll container: keyboard users scroll the wide table on a phone (axe scrollable-region-focusable) */}
      <div role="region" aria-labelledby="schedule-heading" tabIndex={0} className="overflow-x-auto rounded-xl border border-border bg-white">
        <table className="w-full min-w-[36rem] text-sm">
          <thead>
            <tr className="border-b border-border text-left text-xs text-ink-700">
              <th scope="col" className="px-3 py-2 font-semibold">{t("schedule.line")}</th>
              <th scope="col" className="px-3 py-2 font-semibold">{t("schedule.dueDate")}</th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">{t("schedule.amount")}</th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">{t("schedule.paid")}</th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">{t("schedule.due")}</th>
              <th scope="col" className="px-3 py-2 font-semibold">{t("schedule.state")}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.id} data-line={line.position} data-state={line.state} className={cn("border-b border-border/60 last:border-0", line.state === "overdue" && "bg-destructive/5")}>
                <th scope="row" className="whitespace-nowrap px-3 py-2 text-left font-medium text-ink-900">{name(line)}</th>
                <td className="whitespace-nowrap px-3 py-2">{formatDate(line.dueDate, lang)}</td>
                <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">{tk(line.amount)}</td>
                <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">{tk(line.paid)}</td>
                <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">{tk(line.due)}</td>
                <td className="px-3 py-2">
                  <span className={cn("inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold", STATE_LOOK[line.state])}>{t(`states.${line.state}`)}</span>
                  {line.delayCharge > 0 && (
                    <span className="mt-1 block text-xs text-destructive">
                      {t("schedule.delay", { amount: tk(line.delayCharge) })}
                      {line.waived && ` (${t("schedule.waived")})`}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </PortalSection>
  );
}
