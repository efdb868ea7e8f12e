import { ArrowLeft, Ban, FilePlus, Plus } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router-dom";
import { PageHeader } from "@/dashboard/components/layouts/page-header";
import { Modal } from "@/dashboard/components/modal/modal";
import { Button } from "@/shared/components/ui/button";
import { Skeleton } from "@/shared/components/ui/skeleton";
import { dashboardPatterns } from "@/dashboard/config/dashboard-paths";
import { paths } from "@/shared/config/paths";
import { canUseMenu, MENU_IDS, type Payment, type ScheduleLine } from "@/shared/lib/contract";
import { formatTaka } from "@/dashboard/lib/format-money";
import { useProfile } from "@/dashboard/features/auth/api/get-profile";
import { useReversePayment, useWaiveCharge } from "@/dashboard/features/bookings/api/booking-changes";
import { useBooking } from "@/dashboard/features/bookings/api/get-booking";
import { BookingSummary, BookingTimeline } from "@/dashboard/features/bookings/components/booking-summary";
import { CancelForm } from "@/dashboard/features/bookings/components/cancel-form";
import { DocumentForm } from "@/dashboard/features/bookings/components/document-form";
import { DocumentsTable } from "@/dashboard/features/bookings/components/documents-table";
import { LineForm } from "@/dashboard/features/bookings/components/line-form";
import { PaymentForm } from "@/dashboard/features/bookings/components/payment-form";
import { PaymentsTable } from "@/dashboard/features/bookings/components/payments-table";
import { ReasonForm } from "@/dashboard/features/bookings/components/reason-form";
import { ScheduleTable } from "@/dashboard/features/bookings/components/schedule-table";

type Open = { kind: "pay" } | { kind: "document" } | { kind: "cancel" } | { kind: "adjust"; line: ScheduleLine } | { kind: "waive"; line: ScheduleLine } | { kind: "reverse"; payment: Payment };
const TITLES: Record<Open["kind"], string> = { pay: "Record Payment", document: "Upload Document", cancel: "Cancel Booking", adjust: "Adjust Line", waive: "Waive Delay Charge", reverse: "Reverse Payment" };

/**
 * /dashboard/projects/bookings/{id} (issue 46 item 5; docs/product.md §11): a booking's buyers, flat, plan and
 * price, its schedule with each line's state, its payments with their receipts, the documents shared with its buyers,
 * its timeline, and its changes in modals. Waive shows only to Admins and Super-Admins (the menu the server's waive route asks for).
 */
export function Component() {
  const { id = "" } = useParams();
  const booking = useBooking(id);
  const designation = useProfile().data?.designation;
  const canWaive = !!designation && canUseMenu(designation, MENU_IDS.reports);
  const reverse = useReversePayment();
  const waive = useWaiveCharge();
  const [open, setOpen] = useState<(Open & { shown: boolean; seq: number }) | null>(null);
  const show = (o: Open) => setOpen((m) => ({ ...o, shown: true, seq: (m?.seq ?? 0) + 1 }));
  const b = booking.data;

  return (
    <>
      <PageHeader
        title={b ? `Booking: ${b.buyer}, ${b.unitLabel}` : "Booking"}
        description="Its buyers, schedule, payments, documents and timeline, with today's figures."
        actions={
          <>
            <Button asChild variant="ghost" className="border border-border">
              <Link to={paths.dashboard(dashboardPatterns.bookings)}>
                <ArrowLeft aria-hidden="true" />
                Buyers & bookings
              </Link>
            </Button>
            {b?.status === "active" && (
              <>
                <Button onClick={() => show({ kind: "pay" })} disabled={b.outstanding <= 0}>
                  <Plus aria-hidden="true" />
                  Record Payment
                </Button>
                <Button variant="ghost" className="border border-border" onClick={() => show({ kind: "cancel" })}>
                  <Ban aria-hidden="true" />
                  Cancel Booking
                </Button>
              </>
            )}
          </>
        }
      />
      <div className="flex min-w-0 flex-col gap-4">
        {booking.isPending && <Skeleton className="h-48 w-full" />}
        {booking.isError && (
          <div role="alert" className="rounded-xl border border-border bg-white p-4 text-destructive">
            {booking.error.message}{" "}
            <Button variant="ghost" className="border border-border" onClick={() => void booking.refetch()}>
              Try again
            </Button>
          </div>
        )}
        {b && (
          <>
            <BookingSummary booking={b} />
            <h2 className="text-lg font-semibold text-ink-900">Schedule</h2>
            <ScheduleTable booking={b} canWaive={canWaive} onAdjust={(line) => show({ kind: "adjust", line })} onWaive={(line) => show({ kind: "waive", line })} />
            <h2 className="text-lg font-semibold text-ink-900">Payments</h2>
            <PaymentsTable booking={b} onReverse={(payment) => show({ kind: "reverse", payment })} />
            <p className="text-sm" data-totals>
              Price {formatTaka(b.price)} · paid {formatTaka(b.paid)} · outstanding {formatTaka(b.outstanding)} · delay charges {formatTaka(b.delayCharge)}
            </p>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="text-lg font-semibold text-ink-900">Documents</h2>
              <Button variant="ghost" className="border border-border" onClick={() => show({ kind: "document" })}>
                <FilePlus aria-hidden="true" />
                Upload Document
              </Button>
            </div>
            <DocumentsTable booking={b} />
            <BookingTimeline booking={b} />
          </>
        )}
      </div>
      {open && b && (
        <Modal key={open.seq} open={open.shown} onOpenChange={(o) => setOpen((m) => m && { ...m, shown: o })} title={TITLES[open.kind]}>
          {open.kind === "pay" && <PaymentForm booking={b} />}
          {open.kind === "document" && <DocumentForm bookingId={b.id} />}
          {open.kind === "cancel" && <CancelForm booking={b} />}
          {open.kind === "adjust" && <LineForm bookingId={b.id} line={open.line} />}
          {open.kind === "waive" && (
            <ReasonForm
              intro={`Waive the delay charge of ${formatTaka(open.line.delayCharge)} on ${open.line.label}.`}
              submitLabel="Waive"
              send={(reason) => waive.mutateAsync({ bookingId: b.id, lineId: open.line.id, reason })}
            />
          )}
          {open.kind === "reverse" && (
            <ReasonForm
              intro={`Reverse ${open.payment.receiptNo} (${formatTaka(open.payment.amount)}): a negative entry with its own receipt undoes it. A payment is reversed once.`}
              submitLabel="Reverse Payment"
              confirm={{ message: `Reverse payment ${open.payment.receiptNo}? This cannot be undone.`, confirmLabel: "Reverse", destructive: true }}
              send={(reason) => reverse.mutateAsync({ paymentId: open.payment.id, reason })}
            />
          )}
        </Modal>
      )}
    </>
  );
}
