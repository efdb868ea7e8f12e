import type { ReactNode } from "react";
import { formatTaka } from "@/dashboard/lib/format-money";
import { Button } from "@/shared/components/ui/button";
import type { Booking, ScheduleLine } from "@/shared/lib/contract";
import { cn } from "@/shared/lib/utils";

const STATE_TONES: Record<ScheduleLine["state"], string> = {
  paid: "bg-emerald-100 text-emerald-900",
  due: "bg-amber-100 text-amber-900",
  overdue: "bg-red-100 text-red-900",
  upcoming: "bg-sky-100 text-sky-900",
  cancelled: "bg-slate-200 text-slate-900",
};

export function LineState({ state }: { state: ScheduleLine["state"] }) {
  return <span className={cn("inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize", STATE_TONES[state])}>{state}</span>;
}

/** A small table that scrolls sideways on a phone rather than squeezing its figures. */
export function ScrollTable({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-white">
      <table className="w-full min-w-[40rem] text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted text-left">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">{children}</tbody>
      </table>
    </div>
  );
}

type Props = { booking: Booking; canWaive: boolean; onAdjust: (l: ScheduleLine) => void; onWaive: (l: ScheduleLine) => void };

/** The schedule on today's figures (docs/product.md §11): each line's state, amounts and delay charge, and its actions. */
export function ScheduleTable({ booking, canWaive, onAdjust, onWaive }: Props) {
  const last = booking.schedule.at(-1)?.id;
  const active = booking.status === "active";
  return (
    <ScrollTable caption="Schedule" head={["Line", "Due date", "Amount", "Paid", "Due", "Delay charge", "State", "Actions"]}>
      {booking.schedule.map((l) => (
        <tr key={l.id} data-line={l.id}>
          <th scope="row" className="px-3 py-2 text-left font-medium">
            {l.label}
          </th>
          <td className="whitespace-nowrap px-3 py-2">{l.dueDate}</td>
          <td className="whitespace-nowrap px-3 py-2">{formatTaka(l.amount)}</td>
          <td className="whitespace-nowrap px-3 py-2">{formatTaka(l.paid)}</td>
          <td className="whitespace-nowrap px-3 py-2">{formatTaka(l.due)}</td>
          <td className="whitespace-nowrap px-3 py-2">{l.waived ? `Waived (${l.waived.reason})` : formatTaka(l.delayCharge)}</td>
          <td className="px-3 py-2">
            <LineState state={l.state} />
          </td>
          <td className="px-3 py-2">
            <span className="flex gap-2">
              {/* The last line takes the differences of the others, so it is not adjusted itself. */}
              {active && l.id !== last && (
                <Button variant="ghost" className="border border-border" onClick={() => onAdjust(l)} aria-label={`Adjust ${l.label}`}>
                  Adjust
                </Button>
              )}
              {active && canWaive && l.delayCharge > 0 && !l.waived && (
                <Button variant="ghost" className="border border-border" onClick={() => onWaive(l)} aria-label={`Waive the delay charge of ${l.label}`}>
                  Waive
                </Button>
              )}
            </span>
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}
