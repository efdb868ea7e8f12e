import { cloneElement, isValidElement, type ReactElement, type ReactNode, useId } from "react";
import { Label } from "@/shared/components/ui/label";

type Props = {
  /** Text, or an element when part of it is in another language (a Bengali twin's label). */
  label: ReactNode;
  /** The field's message (react-hook-form's `errors.x?.message`, or the server's 422 issue). */
  error?: string;
  /** A short help text under the control, read out with it. */
  hint?: ReactNode;
  /**
   * The input, textarea or select: it receives id, aria-invalid and aria-describedby. For a control
   * inside a react-hook-form Controller (FileInput), a function that spreads those props onto it.
   */
  children: ReactElement<Record<string, unknown>> | ((control: ControlProps) => ReactNode);
  className?: string;
};

export type ControlProps = { id: string; "aria-invalid"?: boolean; "aria-describedby"?: string };

/**
 * A labelled control whose hint and error are tied to it, so a screen reader reads them with the
 * field and the error is announced when it appears. Use with `{...form.register("title")}` on the child.
 */
export function FormField({ label, error, hint, children, className }: Props) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  const control: ControlProps = { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy };
  return (
    <div className={className ?? "flex flex-col gap-1.5"}>
      <Label htmlFor={id}>{label}</Label>
      {typeof children === "function" ? children(control) : isValidElement(children) && cloneElement(children, control)}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
