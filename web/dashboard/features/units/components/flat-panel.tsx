import { CalendarClock, FileSignature, Pencil, Trash2, Unlock } from "lucide-react";
import { useState } from "react";
import { useConfirm } from "@/dashboard/components/modal/confirm-dialog";
import { useModal } from "@/dashboard/components/modal/modal";
import { Button } from "@/shared/components/ui/button";
import { formatDhaka, NEXT_STATUSES, type Unit, type UnitStatus } from "@/shared/lib/contract";
import { useDeleteUnit } from "../api/delete-unit";
import { useReleaseUnit } from "../api/release-unit";
import { useUpdateUnit } from "../api/update-unit";
import { formatCount, formatTaka } from "@/dashboard/lib/format-money";
import { STATUS_ACTIONS, UNIT_STATUS_LOOK } from "../lib/unit-status";
import { HoldForm } from "./hold-form";
import { UnitForm } from "./unit-form";

type PatchStatus = Exclude<UnitStatus, "hold">;

/**
 * One flat in the Units screen's modal: its fields, and what may happen to it next (contract/units.ts
 * NEXT_STATUSES): edit, hold, release, book, sell, the landowner's share, delete. Changes are confirmed;
 * a 409 (someone else got there first) toasts the server's message.
 */
export function FlatPanel({ unit, onBook }: { unit: Unit; /** Book this flat for its buyers (issue 46): the screen opens the booking form. */ onBook?: () => void }) {
  const [mode, setMode] = useState<"view" | "edit" | "hold">("view");
  const confirm = useConfirm();
  const modal = useModal();
  const uniId = unit.projectUniId;
  const release = useReleaseUnit(uniId);
  const remove = useDeleteUnit(uniId);
  const status = useUpdateUnit(uniId, { success: "Flat status changed", toastFailure: true });
  const busy = release.isPending || remove.isPending || status.isPending;
  const next = NEXT_STATUSES[unit.status];

  if (mode === "edit") return <UnitForm unit={unit} />;
  if (mode === "hold") return <HoldForm unit={unit} onDone={() => modal?.close()} />;

  const act = async (message: string, run: () => Promise<unknown>, destructive = false) => {
    if (!(await confirm({ message, destructive, confirmLabel: destructive ? "Delete" : "Confirm" }))) return;
    await run().then(() => modal?.close(), () => undefined);
  };
  const facts: [string, string][] = [
    ["Status", UNIT_STATUS_LOOK[unit.status].label],
    ["Floor", String(unit.floor)],
    ...(unit.building ? ([["Building", unit.building]] as [string, string][]) : []),
    ["Size", `${formatCount(unit.sizeSft)} sft`],
    ["Rooms", `${unit.bedrooms} bed, ${unit.bathrooms} bath, ${unit.balconies} balcony`],
    ["Facing", unit.facing || "Not given"],
    ["Parking", String(unit.parking)],
    ["Price", unit.price === null ? "No price list yet" : formatTaka(unit.price)],
    ...(unit.status === "hold" && unit.holdUntil ? ([["Held until", formatDhaka(unit.holdUntil)]] as [string, string][]) : []),
    ...(unit.holdLeadId ? ([["For lead", `#${unit.holdLeadId}`]] as [string, string][]) : []),
  ];

  return (
    <div className="flex flex-col gap-5">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-muted-foreground">{term}</dt>
            <dd className="text-ink-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button variant="ghost" className="border border-border" onClick={() => setMode("edit")}>
          <Pencil aria-hidden="true" />
          Edit Flat
        </Button>
        {next.includes("hold") && (
          <Button onClick={() => setMode("hold")}>
            <CalendarClock aria-hidden="true" />
            Hold
          </Button>
        )}
        {onBook && (unit.status === "available" || unit.status === "hold") && (
          <Button onClick={onBook}>
            <FileSignature aria-hidden="true" />
            Book this flat
          </Button>
        )}
        {unit.status === "hold" && (
          <Button disabled={busy} onClick={() => void act(`Release flat ${unit.code}? It becomes available.`, () => release.mutateAsync(unit.id))}>
            <Unlock aria-hidden="true" />
            Release
          </Button>
        )}
        {next
          .filter((s): s is PatchStatus => s !== "hold" && !(s === "available" && unit.status === "hold"))
          .map((s) => (
            <Button key={s} variant="ghost" className="border border-border" disabled={busy} onClick={() => void act(STATUS_ACTIONS[s].question(unit.code), () => status.mutateAsync({ id: unit.id, body: { status: s } }))}>
              {STATUS_ACTIONS[s].button}
            </Button>
          ))}
        {(unit.status === "available" || unit.status === "landowner") && (
          <Button variant="destructive" disabled={busy} onClick={() => void act(`Are you sure you want to delete flat ${unit.code}?`, () => remove.mutateAsync(unit.id), true)}>
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        )}
      </div>
    </div>
  );
}
