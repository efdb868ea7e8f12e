import { Link } from "react-router-dom";
import type { Column } from "@/dashboard/components/data-table/types";
import { dashboardPatterns } from "@/dashboard/config/dashboard-paths";
import { formatTaka } from "@/dashboard/lib/format-money";
import { paths } from "@/shared/config/paths";
import type { BookingRow } from "@/shared/lib/contract";
import { cn } from "@/shared/lib/utils";

export const bookingHref = (id: number) => paths.dashboard(dashboardPatterns.booking.replace(":id", String(id)));

/** Overdue money stands out (docs/product.md §11): red and bold when there is any. */
export function Overdue({ amount }: { amount: number }) {
  return <span className={cn("whitespace-nowrap", amount > 0 ? "rounded bg-red-100 px-1.5 font-semibold text-red-900" : "text-muted-foreground")}>{amount > 0 ? formatTaka(amount) : "None"}</span>;
}

export function BookingStatusBadge({ status }: { status: BookingRow["status"] }) {
  const tone = status === "active" ? "bg-emerald-100 text-emerald-900" : "bg-slate-200 text-slate-900";
  return <span className={cn("inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold", tone)}>{status === "active" ? "Active" : "Cancelled"}</span>;
}

const money = (n: number) => <span className="whitespace-nowrap">{formatTaka(n)}</span>;

/** Buyers & bookings: the main buyer (a link to the booking's page), phone, the flat (its label names the project), money, status. */
export const bookingColumns: Column<BookingRow>[] = [
  {
    id: "buyer",
    header: "Buyer",
    cell: (b) => (
      <Link to={bookingHref(b.id)} className="font-medium text-ink-900 underline underline-offset-2">
        {b.buyer}
      </Link>
    ),
  },
  { id: "phone", header: "Phone", cell: (b) => <span className="whitespace-nowrap">{b.buyerPhone}</span> },
  { id: "flat", header: "Project and flat", cell: (b) => b.unitLabel },
  { id: "price", header: "Price", cell: (b) => money(b.price), className: "text-right" },
  { id: "paid", header: "Paid", cell: (b) => money(b.paid), className: "text-right" },
  { id: "outstanding", header: "Outstanding", cell: (b) => money(b.outstanding), className: "text-right" },
  { id: "overdue", header: "Overdue", cell: (b) => <Overdue amount={b.overdue} />, className: "text-right" },
  { id: "status", header: "Status", cell: (b) => <BookingStatusBadge status={b.status} /> },
];

/** One booking as a card on a phone (DataTable's `card`, below 768 px): the same facts as the columns. */
export function bookingCard(b: BookingRow) {
  return (
    <div className="grid gap-1 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <Link to={bookingHref(b.id)} className="font-medium text-ink-900 underline underline-offset-2" data-cell="buyer">
          {b.buyer}
        </Link>
        <BookingStatusBadge status={b.status} />
      </div>
      <span data-cell="phone">{b.buyerPhone}</span>
      <span data-cell="flat">{b.unitLabel}</span>
      <dl className="grid grid-cols-2 gap-x-3">
        <dt className="text-muted-foreground">Price</dt>
        <dd data-cell="price">{formatTaka(b.price)}</dd>
        <dt className="text-muted-foreground">Paid</dt>
        <dd data-cell="paid">{formatTaka(b.paid)}</dd>
        <dt className="text-muted-foreground">Outstanding</dt>
        <dd data-cell="outstanding">{formatTaka(b.outstanding)}</dd>
        <dt className="text-muted-foreground">Overdue</dt>
        <dd data-cell="overdue">
          <Overdue amount={b.overdue} />
        </dd>
      </dl>
    </div>
  );
}
