import { formatTaka } from "@/dashboard/lib/format-money";
import { formatInDhaka } from "@/dashboard/lib/format-date";
import type { Booking } from "@/shared/lib/contract";
import { MODE_LABELS } from "../lib/booking-forms";
import { BookingStatusBadge, Overdue } from "./booking-columns";

const Card = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <section aria-label={title} className="min-w-0 rounded-xl border border-border bg-white p-4">
    <h2 className="mb-2 text-lg font-semibold text-ink-900">{title}</h2>
    {children}
  </section>
);

/** A booking's flat, plan and price, its totals today, and its buyers (docs/product.md §11). */
export function BookingSummary({ booking: b }: { booking: Booking }) {
  const facts: [string, React.ReactNode][] = [
    ["Flat", b.unitLabel],
    ["Plan", b.planName],
    ["Booked on", b.bookedAt],
    ["List price", formatTaka(b.listPrice)],
    ["Discount", formatTaka(b.discount)],
    ["Price", formatTaka(b.price)],
    ["Paid", formatTaka(b.paid)],
    ["Outstanding", formatTaka(b.outstanding)],
    ["Overdue", <Overdue key="o" amount={b.overdue} />],
    ["Delay charge", formatTaka(b.delayCharge)],
    ["Next due", b.nextDue ? `${formatTaka(b.nextDue.amount)} on ${b.nextDue.dueDate}` : "Nothing"],
    ["Status", <BookingStatusBadge key="s" status={b.status} />],
  ];
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card title="Booking">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {facts.map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-muted-foreground">{k}</dt>
              <dd data-fact={k}>{v}</dd>
            </div>
          ))}
        </dl>
        {b.cancelReason && <p className="mt-2 text-sm">Cancelled: {b.cancelReason}</p>}
      </Card>
      <Card title="Buyers">
        <ol className="flex flex-col gap-3 text-sm">
          {b.buyers.map((u, i) => (
            <li key={`${u.phone}-${i}`} className="break-words">
              <span className="font-medium text-ink-900">{u.name}</span>
              {i === 0 && " (main buyer)"}
              <br />
              {u.phone}
              {u.email && ` · ${u.email}`}
              <br />
              {u.address}
              {u.nationalId && <> · NID/passport {u.nationalId}</>} · reminders in {u.language === "bn" ? "Bengali" : "English"}
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}

/** The booking's story, newest first: booked, each payment, reversal and refund, cancelled (from the booking's own record). */
export function BookingTimeline({ booking: b }: { booking: Booking }) {
  const events = [
    { at: b.createdAt, text: `Booked for ${b.buyer} at ${formatTaka(b.price)} on ${b.planName}` },
    ...b.payments.map((p) => ({ at: p.createdAt, text: `${p.kind === "payment" ? "Payment" : p.kind === "reversal" ? "Reversal" : "Refund"} ${p.receiptNo}: ${formatTaka(p.amount)} by ${MODE_LABELS[p.mode]}, dated ${p.paidAt}` })),
    ...(b.cancelledAt ? [{ at: b.cancelledAt, text: `Cancelled: ${b.cancelReason ?? ""}` }] : []),
  ].sort((x, y) => y.at.localeCompare(x.at));
  return (
    <Card title="Timeline">
      <ol className="flex flex-col gap-2 text-sm">
        {events.map((e, i) => (
          <li key={i} className="flex flex-col sm:flex-row sm:gap-3">
            <time dateTime={e.at} className="whitespace-nowrap text-muted-foreground">
              {formatInDhaka(e.at, "dateTime")}
            </time>
            <span className="break-words">{e.text}</span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
