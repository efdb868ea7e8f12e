import { Loader2 } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { FormField } from "@/dashboard/components/form/form-field";
import { Button } from "@/shared/components/ui/button";
import { Textarea } from "@/shared/components/ui/input";
import { formatPhone, type LeadAlert, type LeadDetail, type LeadUnit, telHref, visitInWords } from "@/shared/lib/contract";
import { formatInDhaka } from "@/dashboard/lib/format-date";
import { useLead, useLeadOwners } from "../api/get-lead";
import { useAddLeadNote } from "../api/update-lead";
import { KIND_LABELS, LANGUAGE_LABELS, landLine, projectLabel } from "../lib/lead-labels";
import { LeadFlats } from "./lead-flats";
import { LeadHandling } from "./lead-handling";

const ALERT_WORDS: Record<LeadAlert["state"], string> = { sent: "Sent", pending: "Waiting to be sent", failed: "Not sent" };
const EVENT_WORDS: Record<LeadAlert["event"], string> = { "new-lead": "New-lead alert", "owner-changed": "Owner alert" };

/**
 * One lead (docs/product.md §7): the message, the visit asked for or the land offered with its files, who handles it, its status and
 * follow-up day (each saved as it is changed), its timeline of notes, and whether its alerts went out.
 * `flatAction`: what the page adds beside each flat the lead names (the inbox's "Book this flat").
 */
export function LeadView({ id, meId, flatAction }: { id: number; meId: number | null; flatAction?: (unit: LeadUnit, lead: LeadDetail) => ReactNode }) {
  const lead = useLead(id);
  const owners = useLeadOwners().data ?? [];
  const addNote = useAddLeadNote();
  const [note, setNote] = useState("");
  const [noteError, setNoteError] = useState<string | undefined>();
  const ids = useId();
  if (lead.isPending) return <Loader2 className="mx-auto my-8 animate-spin" aria-label="Loading the lead" />;
  if (lead.error) return <p role="alert">{lead.error.message}</p>;
  const l = lead.data;
  const saveNote = async () => {
    if (!note.trim()) return setNoteError("Note text is required");
    setNoteError(undefined);
    await addNote.mutateAsync({ id: l.id, text: note.trim() }).then(() => setNote(""), () => undefined);
  };

  return (
    <div className="flex flex-col gap-6">
      <section aria-label="The message" className="grid gap-2 text-sm">
        <p className="font-semibold text-ink-900">
          {KIND_LABELS[l.kind]}
          {l.projectUniId && ` · ${projectLabel(l)}`}
          {l.language && ` · ${LANGUAGE_LABELS[l.language]}`}
        </p>
        <p>
          {l.name} · <a href={telHref(l.number)} className="text-brand-700 underline">{formatPhone(l.number)}</a>
          {/* A visit request may come without an e-mail or a message. */}
          {l.email && (
            <>
              {" · "}
              <a href={`mailto:${l.email}`} className="break-all text-brand-700 underline">{l.email}</a>
            </>
          )}
        </p>
        {l.visitDate && (
          <p>
            Visit asked for: <time dateTime={l.visitDate}>{visitInWords(l.visitDate, l.visitSlot)}</time>
          </p>
        )}
        {l.kind === "landowner" && <p>Land offered: {landLine(l)}</p>}
        {l.units.length > 0 && <LeadFlats units={l.units} action={flatAction && ((u) => flatAction(u, l))} />}
        {l.message && <p className="whitespace-pre-line break-words rounded-md bg-muted px-3 py-2">{l.message}</p>}
        {l.files.length > 0 && (
          // Private files: opened through the API with the staff session, never cached (docs/product.md §7).
          <ul aria-label="Files" className="flex flex-wrap gap-2">
            {l.files.map((f) => (
              <li key={f.id}>
                <a href={f.url} target="_blank" rel="noreferrer" className="inline-flex rounded-md border border-border px-3 py-1.5 text-brand-700 underline">
                  {f.name} ({f.contentType === "application/pdf" ? "PDF" : "image"}, {Math.max(1, Math.round(f.size / 1024))} KB)
                </a>
              </li>
            ))}
          </ul>
        )}
        <p className="text-muted-foreground">Received {formatInDhaka(l.createdAt, "dateTime")}</p>
      </section>

      <section aria-label="Handling">
        <LeadHandling lead={l} owners={owners} meId={meId} />
      </section>

      <section aria-labelledby={`${ids}-timeline`} className="grid gap-3">
        <h3 id={`${ids}-timeline`} className="font-semibold text-ink-900">
          Timeline
        </h3>
        {l.notes.length === 0 ? (
          <p className="text-sm text-muted-foreground">No notes yet.</p>
        ) : (
          <ol className="grid gap-2">
            {l.notes.map((n) => (
              <li key={n.id} className="rounded-md border border-border px-3 py-2 text-sm">
                <p className="whitespace-pre-line break-words">{n.text}</p>
                <p className="mt-1 text-xs text-muted-foreground">
                  {n.userName} · <time dateTime={n.createdAt}>{formatInDhaka(n.createdAt, "dateTime")}</time>
                </p>
              </li>
            ))}
          </ol>
        )}
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void saveNote();
          }}
          className="grid gap-2"
        >
          <FormField label="Add a note" error={noteError}>
            <Textarea value={note} onChange={(e) => setNote(e.target.value)} rows={3} maxLength={2000} />
          </FormField>
          <Button type="submit" className="justify-self-start" disabled={addNote.isPending}>
            Add note
          </Button>
        </form>
      </section>

      <section aria-labelledby={`${ids}-alerts`} className="grid gap-2 text-sm">
        <h3 id={`${ids}-alerts`} className="font-semibold text-ink-900">
          Alerts
        </h3>
        {l.alerts.length === 0 ? (
          <p className="text-muted-foreground">No alerts for this lead.</p>
        ) : (
          <ul className="grid gap-1">
            {l.alerts.map((a) => (
              <li key={a.id}>
                {EVENT_WORDS[a.event]}: {ALERT_WORDS[a.state]}
                {a.state === "sent" && a.sentTo && ` to ${a.sentTo}`}
                {a.state !== "sent" && a.lastError && ` (${a.lastError})`}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
