import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { createContext, type ReactNode, useCallback, useContext, useLayoutEffect, useMemo, useRef } from "react";
import { cn } from "@/shared/lib/utils";
import "./modal.css";

/** Asked before the modal closes; resolve false to keep it open (unsaved changes). */
export type CloseGuard = () => boolean | Promise<boolean>;

type ModalControls = {
  /** Close as the user asked to (Cancel button): runs the guard first. */
  requestClose: () => void;
  /** Close without asking (after a successful save). */
  close: () => void;
  setCloseGuard: (guard: CloseGuard | null) => void;
};

const ModalContext = createContext<ModalControls | null>(null);

/** For content inside a Modal (its Cancel button, closing after a save, the unsaved-changes guard); null outside one. */
export function useModal(): ModalControls | null {
  return useContext(ModalContext);
}

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Read out with the title; visually shown under it. */
  description?: ReactNode;
  children: ReactNode;
  /** Buttons pinned under the scrolling body. */
  footer?: ReactNode;
  className?: string;
};

/**
 * docs/product.md §2 "Generic modal", on Radix Dialog: a title, a close button in the header, a body that
 * scrolls within 80% of the viewport, about 3xl wide, a 0.2 s animation; Escape and a backdrop
 * click close it, page scroll is locked, focus is trapped inside and returns to what opened it.
 * Every way of closing passes the close guard (see useUnsavedChangesGuard).
 */
export function Modal({ open, onOpenChange, title, description, children, footer, className }: Props) {
  const guard = useRef<CloseGuard | null>(null);
  const opener = useOpener(open);
  const requestClose = useCallback(async () => {
    if (guard.current && !(await guard.current())) return;
    onOpenChange(false);
  }, [onOpenChange]);
  const controls = useMemo<ModalControls>(
    () => ({
      requestClose: () => void requestClose(),
      close: () => onOpenChange(false),
      setCloseGuard: (g) => (guard.current = g),
    }),
    [requestClose, onOpenChange],
  );

  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => (next ? onOpenChange(true) : void requestClose())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="modal-overlay fixed inset-0 z-50 bg-ink-900/60" />
        <DialogPrimitive.Content
          className={cn(
            "modal-panel fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white shadow-2xl outline-none sm:w-[calc(100%-2rem)]",
            className,
          )}
          {...(description ? {} : { "aria-describedby": undefined })}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            restoreFocus(opener.current);
          }}
        >
          <div className="flex items-start justify-between gap-4 border-b border-border px-5 py-4">
            <div className="min-w-0">
              <DialogPrimitive.Title className="text-lg font-semibold text-ink-900">{title}</DialogPrimitive.Title>
              {description && <DialogPrimitive.Description className="mt-1 text-sm text-muted-foreground">{description}</DialogPrimitive.Description>}
            </div>
            <DialogPrimitive.Close className="-mr-2 -mt-1 rounded-full p-2 text-muted-foreground hover:bg-muted hover:text-ink-900" aria-label="Close">
              <X className="size-5" aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>
          <ModalContext.Provider value={controls}>
            <div className="max-h-[80vh] min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
            {footer && <div className="flex flex-wrap justify-end gap-2 border-t border-border px-5 py-3">{footer}</div>}
          </ModalContext.Provider>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/**
 * The element that had focus when `open` became true (the row's Edit button, say). Radix gives focus
 * back to a <Dialog.Trigger> only; our modals open from state, so we hand it back ourselves.
 */
export function useOpener(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);
  return opener;
}

export function restoreFocus(el: HTMLElement | null) {
  if (el?.isConnected) el.focus();
}
