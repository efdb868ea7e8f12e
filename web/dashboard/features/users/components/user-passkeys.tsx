import { Trash2 } from "lucide-react";
import { DataTable } from "@/dashboard/components/data-table/data-table";
import { queryRows } from "@/dashboard/components/data-table/query-rows";
import { CloseButton } from "@/dashboard/components/modal/close-button";
import { useConfirm } from "@/dashboard/components/modal/confirm-dialog";
import { passkeyColumns } from "@/dashboard/components/passkeys/passkey-columns";
import type { User } from "@/shared/lib/contract";
import { useDeleteUserPasskey } from "../api/delete-user-passkey";
import { useUserPasskeys } from "../api/get-user-passkeys";

/**
 * Manage Users › Passkeys (a Modal body; issue 41): another user's passkeys, each removable after a
 * confirmation, e.g. one planted with a stolen session. The server keeps the rank rules (a 403 shows here).
 */
export function UserPasskeys({ user }: { user: User }) {
  const list = useUserPasskeys(user.id);
  const remove = useDeleteUserPasskey(user.id);
  const confirm = useConfirm();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-800">A passkey signs {user.name} in alone, without the password. Remove one they no longer have or do not recognise.</p>
      <DataTable
        caption={`Passkeys of ${user.name}`}
        {...queryRows(list)}
        columns={passkeyColumns}
        rowKey={(p) => p.id}
        rowLabel={(p) => p.name}
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
      <CloseButton />
    </div>
  );
}
