import { api } from "@/shared/lib/api-client";
import type { Backup } from "@/shared/lib/contract";
import { json } from "@/shared/lib/fetch-json";
import { useApiMutation } from "@/dashboard/lib/use-api-mutation";
import { backupsQuery } from "./get-backups";

/** POST /api/backups: a backup now (Super-Admin; four an hour); logged. */
export const useTakeBackup = () =>
  useApiMutation<Backup>({
    mutationFn: () => json<Backup>(api.backups.$post()),
    success: "Backup taken successfully",
    failure: "Failed to take a backup",
    invalidates: [backupsQuery().queryKey],
  });
