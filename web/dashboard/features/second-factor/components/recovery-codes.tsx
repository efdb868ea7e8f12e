import { Button } from "@/shared/components/ui/button";

const TURNED_ON = "Two-step sign-in is on. Keep these recovery codes somewhere safe: each one signs you in once if you lose your phone. They are shown only now.";

/**
 * The ten recovery codes, shown this once (only their hashes are stored); each signs in once instead
 * of a code. `message`: what led here (turned on, or new codes replacing the old ones).
 */
export function RecoveryCodes({ codes, onDone, doneLabel, message = TURNED_ON }: { codes: string[]; onDone: () => void; doneLabel: string; message?: string }) {
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="rounded-md bg-brand-50 px-4 py-3 text-sm text-ink-800">
        {message}
      </p>
      <ol aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code} className="rounded border border-border bg-muted/40 px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="ghost" className="border border-border" onClick={() => void navigator.clipboard?.writeText(codes.join("\n"))}>
          Copy codes
        </Button>
        <Button type="button" onClick={onDone}>
          {doneLabel}
        </Button>
      </div>
    </div>
  );
}
