import { useEffect, useEffectEvent } from "react";
import { useConfirm } from "@/dashboard/components/modal/confirm-dialog";
import { useModal } from "@/dashboard/components/modal/modal";

/**
 * A dirty form asks before its modal closes (Escape, backdrop, ×, Cancel), and the browser asks
 * before the tab is closed or reloaded. Saving (which resets the form) closes without asking.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const modal = useModal();
  const confirm = useConfirm();
  // Asked when the modal closes: reads the form's state at that moment, not when the guard was set.
  const mayClose = useEffectEvent(
    () =>
      !dirty ||
      confirm({
        title: "Discard changes?",
        message: "You have unsaved changes. Close without saving them?",
        confirmLabel: "Discard changes",
        cancelLabel: "Keep editing",
        destructive: true,
      }),
  );

  useEffect(() => {
    if (!modal) return;
    modal.setCloseGuard(() => mayClose());
    return () => modal.setCloseGuard(null);
  }, [modal]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
}
