import { DatabaseBackup } from "lucide-react";
import { DataTable } from "@/dashboard/components/data-table/data-table";
import { PageHeader } from "@/dashboard/components/layouts/page-header";
import { Button } from "@/shared/components/ui/button";
import { useBackups } from "@/dashboard/features/backups/api/get-backups";
import { useTakeBackup } from "@/dashboard/features/backups/api/take-backup";
import { backupCard, backupColumns } from "@/dashboard/features/backups/components/backup-columns";
import { BACKUP_KEEP_DAYS } from "@/shared/lib/contract";

/**
 * Settings › Backups (/dashboard/settings/backups; Super-Admin only, set005a): the database's backups,
 * taken every night and kept BACKUP_KEEP_DAYS days, each downloadable, and one taken now
 * (docs/backups.md says how to restore one).
 */
export function Component() {
  const backups = useBackups();
  const take = useTakeBackup();
  return (
    <>
      <PageHeader
        title="Backups"
        description={`A copy of the whole database is taken every night at 03:00 (Dhaka time) and kept ${BACKUP_KEEP_DAYS} days. Each lists the uploaded files it refers to.`}
        actions={
          // Not disabled while it runs: a disabled button drops the keyboard's focus; a second press waits.
          <Button onClick={() => !take.isPending && take.mutate()} aria-disabled={take.isPending} className="min-h-10">
            <DatabaseBackup className="size-4" aria-hidden="true" />
            {take.isPending ? "Taking a backup…" : "Take a backup now"}
          </Button>
        }
      />
      <DataTable
        caption="Backups"
        rows={backups.error ? [] : backups.data}
        columns={backupColumns}
        card={backupCard}
        rowKey={(b) => b.name}
        rowLabel={(b) => b.name}
        error={backups.error?.message}
        onRetry={() => void backups.refetch()}
        empty="No backups yet. The first is taken tonight, or take one now."
      />
    </>
  );
}
