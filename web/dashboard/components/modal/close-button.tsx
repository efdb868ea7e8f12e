import { Button } from "@/shared/components/ui/button";
import { useModal } from "./modal";

/** The Close button at the foot of a modal that only shows things (a user's details, their passkeys). */
export function CloseButton() {
  const modal = useModal();
  return (
    <div className="flex justify-end">
      <Button type="button" variant="ghost" className="border border-border" onClick={modal?.close}>
        Close
      </Button>
    </div>
  );
}
