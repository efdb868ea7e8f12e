import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/shared/lib/api-client";
import type { LeadKind, LeadStatus, Message, Page } from "@/shared/lib/contract";
import { json } from "@/shared/lib/fetch-json";
import { staffQueryDefaults } from "@/dashboard/lib/staff-query";

/** The Leads screen's filters (GET /api/messages: status, kind, owner id or "me", project, due=1). */
export type LeadFilters = { status?: LeadStatus; kind?: LeadKind; owner?: number | "me"; project?: string; due?: boolean };
export type MessagesPageQuery = { page: number; pageSize: number; q: string; filters?: LeadFilters };

/** The filters as query parameters; none set, none sent (the inbox as it always was). */
export function filterParams(f: LeadFilters = {}): Record<string, string> {
  return {
    ...(f.status ? { status: f.status } : {}),
    ...(f.kind ? { kind: f.kind } : {}),
    ...(f.owner !== undefined ? { owner: String(f.owner) } : {}),
    ...(f.project ? { project: f.project } : {}),
    ...(f.due ? { due: "1" } : {}),
  };
}

/** The server's largest page (worker/contract/paging.ts). */
export const MESSAGES_PAGE_MAX = 100;

const fetchPage = ({ page, pageSize, q, filters }: MessagesPageQuery) =>
  json<Page<Message>>(api.messages.$get({ query: { page: String(page), pageSize: String(pageSize), ...(q.trim() ? { q: q.trim() } : {}), ...filterParams(filters) } }));

/**
 * GET /api/messages?page&pageSize&q (staff: mes012 or inb001): one page of the inbox, newest first,
 * searched on the server, so the inbox stays fast however many messages arrive. Under the
 * ["messages"] key, so a delete (which invalidates messagesQuery) refreshes it too.
 */
export const messagesPageQuery = (query: MessagesPageQuery) =>
  queryOptions({
    queryKey: ["messages", "page", query],
    queryFn: () => fetchPage(query),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    ...staffQueryDefaults,
  });

export const useMessagesPage = (query: MessagesPageQuery) => useQuery(messagesPageQuery(query));

/** Every message matching `q` and the filters (for the CSV export of a search), fetched page by page. */
export async function fetchAllMatching(q: string, filters?: LeadFilters): Promise<Message[]> {
  const rows: Message[] = [];
  for (let page = 1; ; page++) {
    const { items, total } = await fetchPage({ page, pageSize: MESSAGES_PAGE_MAX, q, filters });
    rows.push(...items);
    if (items.length === 0 || rows.length >= total) return rows;
  }
}
