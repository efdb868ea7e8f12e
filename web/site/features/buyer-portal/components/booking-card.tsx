import { Localized, useTranslation, useTwins } from "@/shared/i18n/use-translation";
import { MY } from "@/shared/i18n/my";
import { formatDate, type MyBookingRow } from "@/shared/lib/contract";
import { Link } from "@/shared/lib/router";
import { cn } from "@/shared/lib/utils";
import { myPaths, takaIn } from "../lib/money";

/**
 * One of the buyer's bookings (docs/product.md §11 "Buyer portal pages"): project, flat, price, paid,
 * outstanding, overdue (highlighted when any) and the next due line, as of today in Dhaka. `heading`
 * 2 on /my (a link to its page), 1 on the booking's own page.
 */
export function BookingCard({ booking, level }: { booking: MyBookingRow; level: 1 | 2 }) {
  const { t, lang } = useTranslation(MY);
  const { twin } = useTwins();
  const tk = takaIn(lang, t);
  const Heading = level === 1 ? "h1" : "h2";
  const overdue = booking.overdue > 0;
  const figures: { key: string; label: string; value: number; alert?: boolean }[] = [
    { key: "price", label: t("price"), value: booking.price },
    { key: "paid", label: t("paid"), value: booking.paid },
    { key: "outstanding", label: t("outstanding"), value: booking.outstanding },
    { key: "overdue", label: t("overdue"), value: booking.overdue, alert: overdue },
    ...(booking.delayCharge > 0 ? [{ key: "delay", label: t("delayCharge"), value: booking.delayCharge, alert: true }] : []),
  ];
  return (
    <article aria-labelledby={`booking-${booking.id}`} data-testid="my-booking" className={cn("rounded-2xl border bg-white p-5 shadow-sm sm:p-6", overdue ? "border-destructive/60" : "border-border")}>
      <Localized as="p" twin={twin(booking.project, "name")} className="text-sm font-semibold text-brand-700" />
      <Heading id={`booking-${booking.id}`} className="mt-1 text-2xl font-bold text-ink-900">
        {t("flat", { unit: booking.unitLabel })}
        {booking.status === "cancelled" && <span className="ml-3 rounded-full bg-muted px-2.5 py-0.5 align-middle text-sm font-semibold text-ink-700">{t("cancelled")}</span>}
      </Heading>
      <p className="mt-1 text-sm text-ink-700">{t("plan", { plan: booking.planName, date: formatDate(booking.bookedAt, lang) })}</p>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map((f) => (
          <div key={f.key} className={cn("rounded-lg px-3 py-2", f.alert ? "bg-destructive/10 text-destructive" : "bg-muted/60 text-ink-900")} data-figure={f.key}>
            <dt className="text-xs font-semibold">{f.label}</dt>
            <dd className="mt-0.5 font-bold tabular-nums">{tk(f.value)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm font-medium text-ink-800">
        {booking.nextDue ? t("nextDue", { amount: tk(booking.nextDue.amount), date: formatDate(booking.nextDue.dueDate, lang) }) : t("nothingDue")}
      </p>
      <p className="mt-1 text-xs text-ink-700">{t("asOf", { date: formatDate(booking.asOf, lang) })}</p>
      {level === 2 && (
        <Link to={myPaths.booking(booking.id)} className="mt-4 inline-block font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-600">
          {t("open", { unit: booking.unitLabel })}
        </Link>
      )}
    </article>
  );
}
