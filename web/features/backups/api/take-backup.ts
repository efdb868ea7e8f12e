import { api } from "@/lib/api-client";
import type { Backup } from "@/lib/contract";
import { json } from "@/lib/fetch-json";
import { useApiMutation } from "@/lib/use-api-mutation";
import { backupsQuery } from "./get-backups";

/** POST /api/backups: a backup now (Super-Admin; four an hour); logged. */
export const useTakeBackup = () =>
  useApiMutation<Backup>({
    mutationFn: () => json<Backup>(api.backups.$post()),
    success: "Backup taken successfully",
    failure: "Failed to take a backup",
    invalidates: [backupsQuery().queryKey],
  });
