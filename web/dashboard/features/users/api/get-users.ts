import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/shared/lib/api-client";
import type { User } from "@/shared/lib/contract";
import { json } from "@/shared/lib/fetch-json";
import { staffQueryDefaults } from "@/dashboard/lib/staff-query";

/** GET /api/users (staff, set002a): every account, newest first; never a password or hash. */
export const usersQuery = () =>
  queryOptions({
    queryKey: ["users"],
    queryFn: () => json<User[]>(api.users.$get()),
    ...staffQueryDefaults,
  });

export const useUsers = () => useQuery(usersQuery());
