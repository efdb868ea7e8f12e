import { useState } from "react";
import { Button } from "@/shared/components/ui/button";
import { DESIGNATIONS } from "@/shared/lib/contract";
import { useSecondFactorPolicy } from "../api/get-second-factor-policy";
import { useUpdateSecondFactorPolicy } from "../api/update-second-factor-policy";

/**
 * Super-Admin: the designations that must sign in with a second factor. Their users are sent to
 * set one up at their next sign-in, and reach nothing else until it is done.
 */
export function SecondFactorPolicyForm() {
  const policy = useSecondFactorPolicy();
  const save = useUpdateSecondFactorPolicy();
  const [chosen, setChosen] = useState<string[] | null>(null);
  if (!policy.data) return <p className="text-sm text-muted-foreground">{policy.error ? policy.error.message : "Loading…"}</p>;
  const current = chosen ?? policy.data.designations;
  const toggle = (d: string, on: boolean) => setChosen(on ? [...current, d] : current.filter((x) => x !== d));

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ designations: current }, { onSuccess: () => setChosen(null) });
      }}
      className="flex flex-col gap-3">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm text-ink-800">Require two-step sign-in for</legend>
        {DESIGNATIONS.map((d) => (
          <label key={d} className="flex min-h-11 items-center gap-2 text-sm">
            <input type="checkbox" className="size-4" checked={current.includes(d)} onChange={(e) => toggle(d, e.target.checked)} />
            {d}
          </label>
        ))}
      </fieldset>
      <div>
        <Button type="submit" disabled={save.isPending || chosen === null}>
          Save rule
        </Button>
      </div>
    </form>
  );
}
