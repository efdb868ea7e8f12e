import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/shared/lib/api-client";
import type { Message } from "@/shared/lib/contract";
import { json } from "@/shared/lib/fetch-json";
import { staffQueryDefaults } from "@/dashboard/lib/staff-query";

/** GET /api/messages (staff: mes012 or inb001): every message sent from the contact form. */
export const messagesQuery = () =>
  queryOptions({
    queryKey: ["messages"],
    queryFn: () => json<Message[]>(api.messages.$get()),
    ...staffQueryDefaults,
  });

export const useMessages = () => useQuery(messagesQuery());

/** The whole inbox (GET /api/messages without paging), for the CSV export of every message. */
export const fetchAllMessages = () => json<Message[]>(api.messages.$get());
