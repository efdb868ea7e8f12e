import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { Backup } from "@/lib/contract";
import { json } from "@/lib/fetch-json";
import { staffQueryDefaults } from "@/lib/staff-query";

/** GET /api/backups (Super-Admin: set005a): the database's backups, newest first. */
export const backupsQuery = () =>
  queryOptions({
    queryKey: ["backups"],
    queryFn: () => json<Backup[]>(api.backups.$get()),
    ...staffQueryDefaults,
  });

export const useBackups = () => useQuery(backupsQuery());
