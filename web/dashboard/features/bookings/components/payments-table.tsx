import { FileDown } from "lucide-react";
import { formatTaka } from "@/dashboard/lib/format-money";
import { Button } from "@/shared/components/ui/button";
import { type Booking, type Payment, receiptPdfPath } from "@/shared/lib/contract";
import { MODE_LABELS } from "../lib/booking-forms";
import { ScrollTable } from "./schedule-table";

const KIND_LABELS: Record<Payment["kind"], string> = { payment: "Payment", reversal: "Reversal", refund: "Refund" };

/**
 * The booking's payments, reversals and refunds with their receipt numbers, each receipt's PDF in English and
 * Bengali (docs/product.md §11 "Receipts"); a payment not yet reversed has Reverse.
 */
export function PaymentsTable({ booking, onReverse }: { booking: Booking; onReverse: (p: Payment) => void }) {
  if (!booking.payments.length) return <p className="rounded-xl border border-border bg-white p-4">No payments yet.</p>;
  return (
    <ScrollTable caption="Payments" head={["Receipt", "Date", "Kind", "Amount", "Mode", "Reference", "Actions"]}>
      {booking.payments.map((p) => (
        <tr key={p.id}>
          <th scope="row" className="whitespace-nowrap px-3 py-2 text-left font-mono font-medium">
            {p.receiptNo}
          </th>
          <td className="whitespace-nowrap px-3 py-2">{p.paidAt}</td>
          <td className="px-3 py-2">{KIND_LABELS[p.kind]}</td>
          <td className="whitespace-nowrap px-3 py-2">{formatTaka(p.amount)}</td>
          <td className="px-3 py-2">{MODE_LABELS[p.mode]}</td>
          <td className="px-3 py-2">{p.reference ?? p.note ?? ""}</td>
          <td className="px-3 py-2">
            <div className="flex items-center gap-1">
              <Button asChild size="sm" variant="ghost">
                <a href={receiptPdfPath(p.receiptNo, "en")} aria-label={`Receipt ${p.receiptNo}, PDF in English`}>
                  <FileDown aria-hidden="true" />
                  Receipt
                </a>
              </Button>
              <Button asChild size="sm" variant="ghost">
                <a href={receiptPdfPath(p.receiptNo, "bn")} lang="bn" aria-label={`বাংলা: receipt ${p.receiptNo}, PDF in Bengali`}>
                  বাংলা
                </a>
              </Button>
              {p.kind === "payment" && p.reversedBy === null && booking.status === "active" ? (
                <Button variant="ghost" className="border border-border" onClick={() => onReverse(p)} aria-label={`Reverse ${p.receiptNo}`}>
                  Reverse
                </Button>
              ) : p.reversedBy !== null ? (
                <span className="text-muted-foreground">Reversed</span>
              ) : null}
            </div>
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}
