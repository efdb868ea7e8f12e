import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/shared/lib/api-client";
import type { Backup } from "@/shared/lib/contract";
import { json } from "@/shared/lib/fetch-json";
import { staffQueryDefaults } from "@/dashboard/lib/staff-query";

/** GET /api/backups (Super-Admin: set005a): the database's backups, newest first. */
export const backupsQuery = () =>
  queryOptions({
    queryKey: ["backups"],
    queryFn: () => json<Backup[]>(api.backups.$get()),
    ...staffQueryDefaults,
  });

export const useBackups = () => useQuery(backupsQuery());
