import { useQuery } from "@tanstack/react-query";
import { api } from "@/shared/lib/api-client";
import { adminContentQuery } from "@/dashboard/lib/content-admin";

/** GET /api/news-event/all (staff, new004): every news or event item whatever its status. */
export const adminNewsEventsQuery = () => adminContentQuery("news-event", () => api["news-event"].all.$get());
export const useAdminNewsEvents = () => useQuery(adminNewsEventsQuery());
