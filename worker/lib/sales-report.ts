import { count, desc, isNotNull } from "drizzle-orm";
import { flatPrice } from "../contract/payment-plan";
import { EXPIRING_HOURS, type SalesRow, UNIT_STATUSES, type UnitStatus } from "../contract/units";
import type { Db } from "../db/client";
import { messages, priceLists, projects, units } from "../db/schema/index";

/** How many flats each project lists among those drawing the most leads. */
const MOST_ASKED = 5;

/**
 * Reports → Sales (issue 45): per project with flats, its flats by status, the value of its unsold stock
 * (available and held flats) at today's price list, the holds running out in the next 48 hours, and the
 * flats the most leads asked about. Four reads, whatever the number of projects.
 */
export async function salesReport(db: Db, now: Date): Promise<SalesRow[]> {
  const soon = new Date(now.getTime() + EXPIRING_HOURS * 3_600_000).toISOString();
  const [flats, lists, asked, names] = await Promise.all([
    db.select({ id: units.id, projectUniId: units.projectUniId, code: units.code, floor: units.floor, sizeSft: units.sizeSft, status: units.status, holdUntil: units.holdUntil, holdLeadId: units.holdLeadId }).from(units),
    db.select().from(priceLists).orderBy(desc(priceLists.id)),
    db
      .select({ unitId: messages.unitId, leads: count() })
      .from(messages)
      .where(isNotNull(messages.unitId))
      .groupBy(messages.unitId),
    db.select({ uniId: projects.uniId, name: projects.name, category: projects.category }).from(projects),
  ]);
  const leadsOf = new Map(asked.map((a) => [a.unitId!, a.leads]));
  const rows = new Map<string, SalesRow>();
  for (const p of names) {
    const byStatus = Object.fromEntries(UNIT_STATUSES.map((s) => [s, 0])) as Record<UnitStatus, number>;
    rows.set(p.uniId, { ...p, total: 0, byStatus, unsoldValue: null, expiringHolds: [], mostAsked: [] });
  }
  const current = new Map<string, (typeof lists)[number]>();
  for (const l of lists) if (!current.has(l.projectUniId)) current.set(l.projectUniId, l);
  for (const f of flats) {
    const row = rows.get(f.projectUniId)!;
    row.total++;
    row.byStatus[f.status]++;
    const prices = current.get(f.projectUniId);
    if (prices && (f.status === "available" || f.status === "hold")) row.unsoldValue = (row.unsoldValue ?? 0) + flatPrice(prices, f);
    if (prices && row.unsoldValue === null) row.unsoldValue = 0;
    if (f.status === "hold" && f.holdUntil && f.holdUntil > now.toISOString() && f.holdUntil <= soon) row.expiringHolds.push({ id: f.id, code: f.code, holdUntil: f.holdUntil, holdLeadId: f.holdLeadId });
    const leads = leadsOf.get(f.id);
    if (leads) row.mostAsked.push({ id: f.id, code: f.code, leads });
  }
  const result = [...rows.values()].filter((r) => r.total > 0);
  for (const r of result) {
    r.expiringHolds.sort((a, b) => a.holdUntil.localeCompare(b.holdUntil));
    r.mostAsked = r.mostAsked.sort((a, b) => b.leads - a.leads || a.code.localeCompare(b.code)).slice(0, MOST_ASKED);
  }
  return result.sort((a, b) => a.uniId.localeCompare(b.uniId));
}

const CSV_HEAD = ["Project", "Name", "Category", "Flats", ...UNIT_STATUSES, "Unsold value (Tk)", "Holds ending in 48 h", "Most asked flats"];

/** One CSV field (RFC 4180), and never a formula a spreadsheet would run. */
export const csvField = (v: string | number | null) => {
  const s = v === null ? "" : String(v);
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The report as CSV, one line per project. */
export function salesCsv(rows: SalesRow[]): string {
  const lines = rows.map((r) => [
    r.uniId,
    r.name,
    r.category,
    r.total,
    ...UNIT_STATUSES.map((s) => r.byStatus[s]),
    r.unsoldValue,
    r.expiringHolds.map((h) => `${h.code} (${h.holdUntil})`).join("; "),
    r.mostAsked.map((m) => `${m.code} (${m.leads})`).join("; "),
  ]);
  return [CSV_HEAD, ...lines].map((l) => l.map(csvField).join(",")).join("\r\n") + "\r\n";
}
