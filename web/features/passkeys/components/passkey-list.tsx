import { Trash2 } from "lucide-react";
import { useState } from "react";
import { DataTable } from "@/components/data-table/data-table";
import type { Column } from "@/components/data-table/types";
import { FormField } from "@/components/form/form-field";
import { useConfirm } from "@/components/modal/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { Passkey } from "@/lib/contract";
import { formatInDhaka } from "@/lib/format-date";
import { useDeletePasskey } from "../api/delete-passkey";
import { usePasskeys } from "../api/get-passkeys";
import { useRegisterPasskey } from "../api/register-passkey";

const columns: Column<Passkey>[] = [
  { id: "name", header: "Name", cell: (p) => <span className="font-medium text-ink-900">{p.name}</span> },
  { id: "added", header: "Added", cell: (p) => <time dateTime={p.createdAt}>{formatInDhaka(p.createdAt, "dateTime")}</time> },
  { id: "used", header: "Last used", cell: (p) => (p.lastUsedAt ? <time dateTime={p.lastUsedAt}>{formatInDhaka(p.lastUsedAt, "dateTime")}</time> : "Never") },
];

/** Account Settings › Passkeys: sign in with the phone or the laptop instead of a password and a code. */
export function PasskeyList() {
  const list = usePasskeys();
  const register = useRegisterPasskey();
  const remove = useDeletePasskey();
  const confirm = useConfirm();
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string | undefined>();

  return (
    <div className="flex flex-col gap-4">
      <DataTable
        caption="Your passkeys"
        rows={list.data}
        columns={columns}
        rowKey={(p) => p.id}
        rowLabel={(p) => p.name}
        error={list.error?.message ?? null}
        onRetry={() => void list.refetch()}
        empty="No passkeys yet."
        actions={[
          {
            label: "Remove",
            icon: Trash2,
            destructive: true,
            onSelect: async (p) => {
              if (await confirm({ message: `Remove the passkey "${p.name}"? It will no longer sign you in.`, confirmLabel: "Remove", destructive: true })) remove.mutate(p.id);
            },
          },
        ]}
      />
      <form
        noValidate
        className="flex max-w-md flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (!name.trim()) return setNameError("Name is required");
          setNameError(undefined);
          register.mutate(name.trim(), { onSuccess: () => setName("") });
        }}>
        <FormField label="Passkey name" error={nameError} hint="For example: Work laptop, My phone.">
          <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={60} />
        </FormField>
        <div>
          <Button type="submit" disabled={register.isPending}>
            Add a passkey
          </Button>
        </div>
      </form>
    </div>
  );
}
