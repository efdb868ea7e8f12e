import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/shared/lib/api-client";
import type { Profile } from "@/shared/lib/contract";
import { json } from "@/shared/lib/fetch-json";
import { staffQueryDefaults } from "@/dashboard/lib/staff-query";

/**
 * GET /api/users/profile: the signed-in user (name, designation, picture …); the guard reads the
 * designation. docs/product.md §7 lists it with authentication; the users screen invalidates it after a self edit.
 */
export const profileQuery = () =>
  queryOptions({
    queryKey: ["profile"],
    queryFn: () => json<Profile>(api.users.profile.$get()),
    ...staffQueryDefaults,
  });

export const useProfile = () => useQuery(profileQuery());
