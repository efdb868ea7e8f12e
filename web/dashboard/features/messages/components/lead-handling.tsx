import { FormField } from "@/dashboard/components/form/form-field";
import { Input } from "@/shared/components/ui/input";
import { NativeSelect } from "@/shared/components/ui/native-select";
import { LEAD_STATUSES, type LeadOwner, type LeadStatus, type LeadUpdate, type Message } from "@/shared/lib/contract";
import { useUpdateLead } from "../api/update-lead";
import { STATUS_LABELS } from "../lib/lead-labels";

type Props = {
  lead: Pick<Message, "id" | "name" | "status" | "ownerId" | "followUpAt">;
  owners: LeadOwner[];
  meId: number | null;
  /** In a list of cards, each control's name says whose lead it is ("Status of Rahim"). */
  named?: boolean;
  className?: string;
};

/**
 * Who handles a lead, its status and its follow-up day (docs/product.md §7), each saved as it is
 * changed: in the lead view, and on each card of the inbox on a phone (issue 42), 44 px high for a thumb.
 */
export function LeadHandling({ lead, owners, meId, named, className }: Props) {
  const update = useUpdateLead();
  const change = (patch: LeadUpdate) => update.mutate({ id: lead.id, ...patch });
  const label = (text: string) => (named ? <>{text}<span className="sr-only"> of {lead.name}</span></> : text);
  return (
    <div className={className ?? "grid gap-4 sm:grid-cols-3"}>
      <FormField label={label("Status")}>
        <NativeSelect value={lead.status} onChange={(e) => change({ status: e.target.value as LeadStatus })} disabled={update.isPending} className="h-11">
          {LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={label("Owner")}>
        <NativeSelect value={lead.ownerId ?? ""} onChange={(e) => change({ ownerId: e.target.value ? Number(e.target.value) : null })} disabled={update.isPending} className="h-11">
          <option value="">Nobody yet</option>
          {owners.map((o) => (
            <option key={o.id} value={o.id}>
              {o.id === meId ? `${o.name} (me)` : o.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={label(named ? "Follow-up" : "Follow-up day")}>
        <Input type="date" value={lead.followUpAt ?? ""} onChange={(e) => change({ followUpAt: e.target.value || null })} disabled={update.isPending} className="h-11" />
      </FormField>
    </div>
  );
}
