import type { ReactElement } from "react";
import { cloneElement } from "react";
import { Label } from "@/shared/components/ui/label";

type Props = {
  id: string;
  label: string;
  error?: string;
  /** The input or textarea; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
};

/** A labelled control whose error is tied to it, so a screen reader reads the error with the field. */
export function FormField({ id, label, error, children }: Props) {
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, { id, "aria-invalid": error ? true : undefined, "aria-describedby": error ? errorId : undefined })}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
