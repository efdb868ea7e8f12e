import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Modal } from "@/dashboard/components/modal/modal";
import { Button } from "@/shared/components/ui/button";
import { formatDhaka, type ItemResource, type RevisionSummary } from "@/shared/lib/contract";
import { VersionCompare } from "./version-compare";
import { type ItemLists, revisionsQuery, useRestore } from "./publishing-api";

type Props = { resource: ItemResource; item: { uniId: string; status: string }; label: string; lists: ItemLists; onClose: () => void };

const ACTIONS: Record<string, string> = {
  create: "Created",
  update: "Saved",
  restore: "Restored",
  approve: "Approved",
  publish: "Published on schedule",
  unpublish: "Unpublished on schedule",
  baseline: "Before history was kept",
};

/**
 * An item's history (issue 32): every version with who saved it and when, any two compared field by field,
 * and a restore of any (a new version; an approved item's restored text waits as a draft unless published now).
 */
export function HistoryDialog({ resource, item, label, lists, onClose }: Props) {
  const versions = useQuery(revisionsQuery(resource, item.uniId));
  const list = versions.data ?? [];
  const [picked, setPicked] = useState<{ older?: number; newer?: number }>({});
  const newer = picked.newer ?? list[0]?.id;
  const older = picked.older ?? list[1]?.id ?? list[0]?.id;
  const [restoring, setRestoring] = useState<RevisionSummary | null>(null);

  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={`History of ${label}`} description="Each save is a version. Pick two to compare; restoring one saves it as a new version.">
      {versions.isPending ? (
        <p>Loading…</p>
      ) : !list.length ? (
        <p>No versions yet.</p>
      ) : (
        <div className="flex flex-col gap-4">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Versions, newest first</caption>
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className="py-1 pr-2">Version</th>
                <th scope="col" className="py-1 pr-2">Saved</th>
                <th scope="col" className="py-1 pr-2">Compare</th>
                <th scope="col" className="py-1"><span className="sr-only">Restore</span></th>
              </tr>
            </thead>
            <tbody>
              {list.map((v) => (
                <tr key={v.id} className="border-b border-border align-top">
                  <td className="py-2 pr-2">
                    <span className="font-medium">#{v.id}</span> {ACTIONS[v.action] ?? v.action}
                    {v.restoredFrom ? ` (from #${v.restoredFrom})` : ""}
                  </td>
                  <td className="py-2 pr-2">
                    {v.savedByName ?? "—"}
                    <br />
                    <time dateTime={v.savedAt}>{formatDhaka(v.savedAt)}</time>
                  </td>
                  <td className="py-2 pr-2">
                    <label className="mr-2 inline-flex items-center gap-1">
                      <input type="radio" name="older" checked={older === v.id} onChange={() => setPicked((p) => ({ ...p, older: v.id }))} />
                      Older
                    </label>
                    <label className="inline-flex items-center gap-1">
                      <input type="radio" name="newer" checked={newer === v.id} onChange={() => setPicked((p) => ({ ...p, newer: v.id }))} />
                      Newer
                    </label>
                  </td>
                  <td className="py-2">
                    <Button size="sm" variant="outline" onClick={() => setRestoring(v)} aria-label={`Restore version ${v.id}`}>
                      Restore
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {older !== undefined && newer !== undefined && <VersionCompare resource={resource} id={item.uniId} older={older} newer={newer} />}
        </div>
      )}
      {restoring && <RestoreDialog resource={resource} item={item} version={restoring} lists={lists} onDone={() => setRestoring(null)} />}
    </Modal>
  );
}

function RestoreDialog({ resource, item, version, lists, onDone }: { resource: ItemResource; item: { uniId: string; status: string }; version: RevisionSummary; lists: ItemLists; onDone: () => void }) {
  const approved = item.status.toLowerCase() === "approved";
  const [publish, setPublish] = useState(false);
  const restore = useRestore(resource, item.uniId, lists);
  return (
    <Modal
      open
      onOpenChange={(o) => !o && onDone()}
      title={`Restore version #${version.id}?`}
      footer={
        <>
          <Button variant="ghost" onClick={onDone}>
            Cancel
          </Button>
          <Button disabled={restore.isPending} onClick={() => restore.mutateAsync({ revisionId: version.id, publish }).then(onDone, () => undefined)}>
            Restore
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3 text-sm">
        <p>Its fields are saved as a new version; the history is kept.</p>
        {approved && (
          <>
            <p>This item is live. Unless you publish now, the restored text is saved as pending and the item leaves the site until it is approved.</p>
            <label className="inline-flex items-center gap-2 font-medium">
              <input type="checkbox" checked={publish} onChange={(e) => setPublish(e.target.checked)} />
              Publish the restored text now
            </label>
          </>
        )}
      </div>
    </Modal>
  );
}
