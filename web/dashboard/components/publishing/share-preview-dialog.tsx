import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Modal } from "@/dashboard/components/modal/modal";
import { Button } from "@/shared/components/ui/button";
import { formatDhaka, type ItemResource, PREVIEW_LINK_DAYS } from "@/shared/lib/contract";
import { toast } from "@/shared/lib/toast";
import { previewLinksQuery, useRevokePreview, useSharePreview } from "./publishing-api";

type Props = { resource: ItemResource; id: string; label: string; onClose: () => void };

/** Share a signed preview link with someone who has no account (issue 32): make one, copy it, list and revoke. */
export function SharePreviewDialog({ resource, id, label, onClose }: Props) {
  const links = useQuery(previewLinksQuery(resource, id));
  const share = useSharePreview(resource, id);
  const revoke = useRevokePreview(resource, id);
  const [lang, setLang] = useState<"en" | "bn">("en");
  const [made, setMade] = useState<string | null>(null);

  async function create() {
    const link = await share.mutateAsync(lang);
    setMade(link.url ?? null);
    if (link.url) await copy(link.url);
  }
  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Preview link copied to clipboard");
    } catch {
      toast.error("Copy the link from the box");
    }
  }

  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={`Share a preview of ${label}`} description={`A signed link that works for ${PREVIEW_LINK_DAYS} days without an account, until you revoke it.`}>
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end gap-2">
          <label className="flex flex-col gap-1 text-sm font-medium">
            Language
            <select className="h-10 rounded-md border border-border px-2" value={lang} onChange={(e) => setLang(e.target.value as "en" | "bn")}>
              <option value="en">English</option>
              <option value="bn">Bengali</option>
            </select>
          </label>
          <Button onClick={() => void create()} disabled={share.isPending}>
            Create and copy link
          </Button>
        </div>
        {made && (
          <label className="flex flex-col gap-1 text-sm font-medium">
            New link
            <input readOnly className="h-10 w-full rounded-md border border-border px-2 font-mono text-xs" value={made} onFocus={(e) => e.currentTarget.select()} />
          </label>
        )}
        <section aria-label="Shared links">
          <h3 className="mb-2 text-sm font-semibold">Shared links</h3>
          {links.isPending ? (
            <p>Loading…</p>
          ) : !links.data?.length ? (
            <p className="text-sm text-muted-foreground">No link shared yet.</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {links.data.map((l) => (
                <li key={l.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-2 text-sm">
                  <span>
                    By {l.createdByName}, {formatDhaka(l.createdAt)}; {l.revokedAt ? `revoked ${formatDhaka(l.revokedAt)}` : `until ${formatDhaka(l.expiresAt)}`}
                  </span>
                  {!l.revokedAt && (
                    <Button size="sm" variant="destructive" onClick={() => revoke.mutate(l.id)} disabled={revoke.isPending}>
                      Revoke
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </Modal>
  );
}
