import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { DataTable } from "@/dashboard/components/data-table/data-table";
import { queryRows } from "@/dashboard/components/data-table/query-rows";
import { Modal } from "@/dashboard/components/modal/modal";
import { passkeyColumns } from "@/dashboard/components/passkeys/passkey-columns";
import { Button } from "@/shared/components/ui/button";
import type { Passkey } from "@/shared/lib/contract";
import { usePasskeys } from "../api/get-passkeys";
import { AddPasskeyForm } from "./add-passkey-form";
import { RemovePasskeyForm } from "./remove-passkey-form";

/** The open dialog: adding one, or removing this one. `seq` gives every opening a fresh form. */
type Dialog = { passkey: Passkey | null; open: boolean; seq: number };

/**
 * Account Settings › Passkeys: sign in with the phone or the laptop instead of a password and a code.
 * Adding or removing one asks for the current password in its dialog (issue 41).
 */
export function PasskeyList() {
  const list = usePasskeys();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const show = (passkey: Passkey | null) => setDialog((d) => ({ passkey, open: true, seq: (d?.seq ?? 0) + 1 }));

  return (
    <div className="flex flex-col gap-4">
      <DataTable
        caption="Your passkeys"
        {...queryRows(list)}
        columns={passkeyColumns}
        rowKey={(p) => p.id}
        rowLabel={(p) => p.name}
        empty="No passkeys yet."
        actions={[{ label: "Remove", icon: Trash2, destructive: true, onSelect: (p) => show(p) }]}
      />
      <div>
        <Button type="button" onClick={() => show(null)}>
          <Plus aria-hidden="true" />
          Add a passkey
        </Button>
      </div>
      {dialog && (
        <Modal
          key={dialog.seq}
          open={dialog.open}
          onOpenChange={(open) => setDialog((d) => d && { ...d, open })}
          title={dialog.passkey ? "Remove a passkey" : "Add a passkey"}
          className="max-w-lg">
          {dialog.passkey ? <RemovePasskeyForm passkey={dialog.passkey} /> : <AddPasskeyForm />}
        </Modal>
      )}
    </div>
  );
}
