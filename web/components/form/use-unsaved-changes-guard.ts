import { useEffect, useRef } from "react";
import { useConfirm } from "@/components/modal/confirm-dialog";
import { useModal } from "@/components/modal/modal";

/**
 * A dirty form asks before its modal closes (Escape, backdrop, ×, Cancel), and the browser asks
 * before the tab is closed or reloaded. Saving (which resets the form) closes without asking.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const modal = useModal();
  const confirm = useConfirm();
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  useEffect(() => {
    if (!modal) return;
    modal.setCloseGuard(
      () =>
        !dirtyRef.current ||
        confirm({
          title: "Discard changes?",
          message: "You have unsaved changes. Close without saving them?",
          confirmLabel: "Discard changes",
          cancelLabel: "Keep editing",
          destructive: true,
        }),
    );
    return () => modal.setCloseGuard(null);
  }, [modal, confirm]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
}
