import { Trash2 } from "lucide-react";
import { DataTable } from "@/dashboard/components/data-table/data-table";
import type { Column } from "@/dashboard/components/data-table/types";
import { useConfirm } from "@/dashboard/components/modal/confirm-dialog";
import { useModal } from "@/dashboard/components/modal/modal";
import { Button } from "@/shared/components/ui/button";
import type { Passkey, User } from "@/shared/lib/contract";
import { formatInDhaka } from "@/dashboard/lib/format-date";
import { useDeleteUserPasskey } from "../api/delete-user-passkey";
import { useUserPasskeys } from "../api/get-user-passkeys";

const columns: Column<Passkey>[] = [
  { id: "name", header: "Name", cell: (p) => <span className="font-medium text-ink-900">{p.name}</span> },
  { id: "added", header: "Added", cell: (p) => <time dateTime={p.createdAt}>{formatInDhaka(p.createdAt, "dateTime")}</time> },
  { id: "used", header: "Last used", cell: (p) => (p.lastUsedAt ? <time dateTime={p.lastUsedAt}>{formatInDhaka(p.lastUsedAt, "dateTime")}</time> : "Never") },
];

/**
 * Manage Users › Passkeys (a Modal body; issue 41): another user's passkeys, each removable after a
 * confirmation, e.g. one planted with a stolen session. The server keeps the rank rules (a 403 shows here).
 */
export function UserPasskeys({ user }: { user: User }) {
  const list = useUserPasskeys(user.id);
  const remove = useDeleteUserPasskey(user.id);
  const confirm = useConfirm();
  const modal = useModal();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-800">A passkey signs {user.name} in alone, without the password. Remove one they no longer have or do not recognise.</p>
      <DataTable
        caption={`Passkeys of ${user.name}`}
        rows={list.data}
        columns={columns}
        rowKey={(p) => p.id}
        rowLabel={(p) => p.name}
        error={list.error?.message ?? null}
        onRetry={() => void list.refetch()}
        empty="No passkeys."
        actions={[
          {
            label: "Remove",
            icon: Trash2,
            destructive: true,
            onSelect: async (p) => {
              if (await confirm({ message: `Remove the passkey "${p.name}" of ${user.name}? It will no longer sign them in. They are told by e-mail.`, confirmLabel: "Remove", destructive: true }))
                remove.mutate(p.id);
            },
          },
        ]}
      />
      <div className="flex justify-end">
        <Button type="button" variant="ghost" className="border border-border" onClick={modal?.close}>
          Close
        </Button>
      </div>
    </div>
  );
}
