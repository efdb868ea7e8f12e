import { z } from "zod";

/**
 * Scheduled publishing (issue 32): `publishAt` and `unpublishAt` of every item's create and update,
 * ISO 8601 with an offset (`2026-12-01T09:00+06:00`, `…Z`) or empty for none; stored and answered
 * as UTC ISO text. The dashboard enters and shows them in Dhaka time (UTC+6, no daylight saving).
 */
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
export const SCHEDULE_MESSAGE = "Use a date and time with its offset (2026-12-01T09:00+06:00), or leave it empty";
export const SCHEDULE_ORDER_MESSAGE = "Unpublish at must be after publish at";

const when = z
  .string()
  .trim()
  .refine((v) => v === "" || (ISO_WITH_OFFSET.test(v) && !Number.isNaN(Date.parse(v))), { message: SCHEDULE_MESSAGE })
  .transform((v) => (v === "" ? null : new Date(v).toISOString()));

/** The two optional fields every item schema spreads in; absent leaves the stored value. */
export const scheduleFields = { publishAt: when.optional(), unpublishAt: when.optional() };

/** The schedule as answered with every item. */
export type Schedule = { publishAt: string | null; unpublishAt: string | null; scheduledBy: number | null };

/** 422 issues when the window would close before it opens (`next` is the stored value merged with the input). */
export function scheduleIssues(next: { publishAt: string | null; unpublishAt: string | null }): Record<string, string[]> | null {
  return next.publishAt && next.unpublishAt && next.unpublishAt <= next.publishAt ? { unpublishAt: [SCHEDULE_ORDER_MESSAGE] } : null;
}

/** Dhaka is UTC+6 all year (no daylight saving since 2009). */
export const DHAKA_OFFSET = "+06:00";
const DHAKA_MS = 6 * 3_600_000;

/** "2026-12-01T09:00" (a datetime-local value, Dhaka) → "2026-12-01T09:00+06:00"; "" stays "". */
export const dhakaInputToIso = (local: string) => (local ? `${local}${DHAKA_OFFSET}` : "");

/** A stored UTC time → the datetime-local value in Dhaka ("2026-12-01T09:00"); null → "". */
export const isoToDhakaInput = (iso: string | null | undefined) => (iso ? new Date(Date.parse(iso) + DHAKA_MS).toISOString().slice(0, 16) : "");

/** A stored UTC time shown in Dhaka: "1 Dec 2026, 09:00 (Dhaka)". */
export const formatDhaka = (iso: string) =>
  `${new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Dhaka", day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hour12: false }).format(new Date(iso))} (Dhaka)`;
