import { type SQL, sql } from "drizzle-orm";
import { messages } from "../db/schema/index";
import { matchesAny } from "./paging";

/** The trigram index needs three characters; shorter searches scan the rows with LIKE. */
const TRIGRAM = 3;

/**
 * Which messages an inbox search `q` matches: `q` anywhere in the name, email, number or message
 * (case-insensitive, every character literal), or the message's id. From three characters on, the
 * trigram index `messages_search` (migration 0006) answers without reading every row; a number
 * then matches an id exactly. Undefined for an empty q (everything).
 */
export function inboxMatch(q: string): SQL | undefined {
  if (!q) return undefined;
  const m = messages;
  if ([...q].length < TRIGRAM) return matchesAny(q, [m.name, m.email, m.number, m.message, sql`cast(${m.id} as text)`]);
  const phrase = `"${q.replace(/"/g, '""')}"`;
  const text = sql`${m.id} in (select rowid from messages_search where messages_search match ${phrase})`;
  return /^\d{1,15}$/.test(q) ? sql`(${text} or ${m.id} = ${Number(q)})` : text;
}
