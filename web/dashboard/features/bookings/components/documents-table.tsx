import { Download, Trash2 } from "lucide-react";
import { formatBytes } from "@/dashboard/components/file-input/file-value";
import { useConfirm } from "@/dashboard/components/modal/confirm-dialog";
import { Button } from "@/shared/components/ui/button";
import type { Booking } from "@/shared/lib/contract";
import { documentUrl, useRemoveDocument } from "../api/booking-documents";
import { KIND_LABELS } from "./document-form";
import { ScrollTable } from "./schedule-table";

/** The documents shared with the booking's buyers (docs/product.md §11), each downloaded through the API; Remove asks first. */
export function DocumentsTable({ booking }: { booking: Booking }) {
  const confirm = useConfirm();
  const remove = useRemoveDocument();
  if (!booking.documents.length) return <p className="rounded-xl border border-border bg-white p-4">No documents yet.</p>;
  return (
    <ScrollTable caption="Documents" head={["Name", "Kind", "Size", "Uploaded", "Actions"]}>
      {booking.documents.map((d) => (
        <tr key={d.id}>
          <th scope="row" className="px-3 py-2 text-left font-medium">
            <a href={documentUrl(booking.id, d.id)} download className="inline-flex items-center gap-2 text-brand-700 underline underline-offset-2">
              <Download className="size-4 shrink-0" aria-hidden="true" />
              {d.name}
            </a>
          </th>
          <td className="px-3 py-2">{KIND_LABELS[d.kind]}</td>
          <td className="whitespace-nowrap px-3 py-2">{formatBytes(d.size)}</td>
          <td className="whitespace-nowrap px-3 py-2">{d.uploadedAt.slice(0, 10)}</td>
          <td className="px-3 py-2">
            <Button
              variant="ghost"
              className="border border-border"
              aria-label={`Remove ${d.name}`}
              disabled={remove.isPending}
              onClick={async () => {
                if (await confirm({ message: `Remove "${d.name}"? The buyers will no longer see it.`, confirmLabel: "Remove", destructive: true }))
                  remove.mutate({ bookingId: booking.id, doc: d });
              }}>
              <Trash2 aria-hidden="true" />
              Remove
            </Button>
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}
