import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from "react";
import { Button } from "@/shared/components/ui/button";
import { restoreFocus, useOpener } from "./modal";
import "./modal.css";

export type ConfirmOptions = {
  /** The question, verbatim from docs/product.md §5/§8 ("Are you sure you want to delete this banner?"). */
  message: string;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button for deletions. */
  destructive?: boolean;
};

type Ask = (options: ConfirmOptions) => Promise<boolean>;
const ConfirmContext = createContext<Ask | null>(null);

/**
 * `const confirm = useConfirm(); if (await confirm({ message })) …` — the dashboard's one confirmation.
 * An accessible alert dialog instead of window.confirm (docs/product.md §5 says "browser confirmation"): it is
 * keyboard-usable, styled, testable, and focus starts on Cancel so Enter never deletes by accident.
 */
export function useConfirm(): Ask {
  const ask = useContext(ConfirmContext);
  if (!ask) throw new Error("useConfirm must be used inside <ConfirmProvider>");
  return ask;
}

type Pending = ConfirmOptions & { resolve: (ok: boolean) => void };

export function ConfirmProvider({ children }: { children: ReactNode }) {
  // The last question stays rendered while the dialog animates out.
  const [shown, setShown] = useState<ConfirmOptions | null>(null);
  const [open, setOpen] = useState(false);
  const current = useRef<Pending | null>(null);
  const ask = useCallback<Ask>(
    (options) =>
      new Promise<boolean>((resolve) => {
        current.current?.resolve(false);
        current.current = { ...options, resolve };
        setShown(options);
        setOpen(true);
      }),
    [],
  );
  const answer = (ok: boolean) => {
    current.current?.resolve(ok);
    current.current = null;
    setOpen(false);
  };
  const pending = shown;
  const opener = useOpener(open);

  return (
    <ConfirmContext.Provider value={ask}>
      {children}
      <AlertDialog.Root open={open} onOpenChange={(open) => !open && answer(false)}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="modal-overlay fixed inset-0 z-[60] bg-ink-900/60" />
          <AlertDialog.Content
            onCloseAutoFocus={(e) => {
              e.preventDefault();
              restoreFocus(opener.current);
            }}
            className="modal-panel fixed left-1/2 top-1/2 z-[60] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-2xl">
            <AlertDialog.Title className="text-lg font-semibold text-ink-900">{pending?.title ?? "Please confirm"}</AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-ink-800">{pending?.message}</AlertDialog.Description>
            <div className="mt-6 flex flex-wrap justify-end gap-2">
              <AlertDialog.Cancel asChild>
                <Button variant="ghost" className="border border-border">
                  {pending?.cancelLabel ?? "Cancel"}
                </Button>
              </AlertDialog.Cancel>
              <AlertDialog.Action asChild>
                <Button variant={pending?.destructive ? "destructive" : "default"} onClick={() => answer(true)}>
                  {pending?.confirmLabel ?? "Confirm"}
                </Button>
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </ConfirmContext.Provider>
  );
}
