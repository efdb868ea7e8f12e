import { useId } from "react";
import { NativeSelect } from "@/shared/components/ui/native-select";
import { LEAD_KINDS, LEAD_STATUSES, type LeadKind, type LeadOwner, type LeadStatus } from "@/shared/lib/contract";
import type { LeadFilters as Filters } from "../api/get-messages-page";
import { KIND_LABELS, STATUS_LABELS } from "../lib/lead-labels";

type Option = { value: string; label: string };

/** One labelled filter select (its label read by screen readers, the first option naming "all"). */
function FilterSelect({ label, all, options, value, onChange, width }: { label: string; all: string; options: Option[]; value: string; onChange: (v: string) => void; width: string }) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <NativeSelect id={id} className={`h-10 ${width}`} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </>
  );
}

/** The Leads screen's filters (docs/product.md §7): status, kind, owner ("Mine" or a Manager), project id, follow-up due. */
export function LeadFilters({ value, owners, onChange }: { value: Filters; owners: LeadOwner[]; onChange: (next: Filters) => void }) {
  const id = useId();
  return (
    <>
      <FilterSelect
        label="Status"
        all="Every status"
        width="w-40"
        options={LEAD_STATUSES.map((v) => ({ value: v, label: STATUS_LABELS[v] }))}
        value={value.status ?? ""}
        onChange={(v) => onChange({ ...value, status: (v || undefined) as LeadStatus | undefined })}
      />
      <FilterSelect
        label="Kind"
        all="Every kind"
        width="w-48"
        options={LEAD_KINDS.map((v) => ({ value: v, label: KIND_LABELS[v] }))}
        value={value.kind ?? ""}
        onChange={(v) => onChange({ ...value, kind: (v || undefined) as LeadKind | undefined })}
      />
      <FilterSelect
        label="Owner"
        all="Anyone's"
        width="w-44"
        options={[{ value: "me", label: "Mine" }, ...owners.map((o) => ({ value: String(o.id), label: o.name }))]}
        value={value.owner === undefined ? "" : String(value.owner)}
        onChange={(v) => onChange({ ...value, owner: v === "me" ? "me" : v ? Number(v) : undefined })}
      />
      <label htmlFor={`${id}-project`} className="sr-only">
        Project id
      </label>
      <input
        id={`${id}-project`}
        placeholder="Project id (PRJ-…)"
        className="h-10 w-40 rounded-md border border-border px-3 text-sm"
        value={value.project ?? ""}
        onChange={(e) => onChange({ ...value, project: e.target.value.trim() || undefined })}
      />
      <label className="flex h-10 items-center gap-2 text-sm">
        <input type="checkbox" checked={value.due ?? false} onChange={(e) => onChange({ ...value, due: e.target.checked || undefined })} />
        Follow-up due
      </label>
    </>
  );
}
