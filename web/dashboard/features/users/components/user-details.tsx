import { Eye, Pencil } from "lucide-react";
import { useState } from "react";
import { CloseButton } from "@/dashboard/components/modal/close-button";
import { Button } from "@/shared/components/ui/button";
import type { User } from "@/shared/lib/contract";
import { UserForm } from "./user-form";

/**
 * The "User Details" modal body (docs/product.md §2): read-only at first, an Edit/View toggle; in Edit
 * the fields are editable with Save Changes and Close. Back to View drops what was typed.
 */
export function UserDetails({ user, self = false }: { user: User; self?: boolean }) {
  const [editing, setEditing] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {editing ? "Editing: change the fields, then Save Changes." : "Viewing: choose Edit to change this user."}
        </p>
        <Button type="button" variant="ghost" className="border border-border" aria-pressed={editing} onClick={() => setEditing((e) => !e)}>
          {editing ? <Eye aria-hidden="true" /> : <Pencil aria-hidden="true" />}
          {editing ? "View" : "Edit"}
        </Button>
      </div>
      {/* A new key per mode: leaving Edit resets the form to the stored values. */}
      <UserForm key={editing ? "edit" : "view"} user={user} readOnly={!editing} self={self} />
      {!editing && <CloseButton />}
    </div>
  );
}
