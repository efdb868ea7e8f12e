import { Link } from "react-router-dom";
import type { ReactNode } from "react";
import type { LeadUnit, UnitStatus } from "@/shared/lib/contract";
import { paths } from "@/shared/config/paths";
import { dashboardPatterns } from "@/dashboard/config/dashboard-paths";
import { formatInDhaka } from "@/dashboard/lib/format-date";

const STATUS_WORDS: Record<UnitStatus, string> = { available: "Available", hold: "On hold", booked: "Booked", sold: "Sold", landowner: "Landowner's share" };

/**
 * The flats a lead names (issue 45, "a lead shows the flats it asked about or holds"): each with its
 * project, building, code, floor and status now, and a link to the project's Units screen; and what the
 * page adds to a flat (its "Book this flat", issue 46).
 */
export function LeadFlats({ units, action }: { units: LeadUnit[]; action?: (u: LeadUnit) => ReactNode }) {
  return (
    <div className="grid gap-1" data-testid="lead-flats">
      <p className="font-semibold text-ink-900">Flats</p>
      <ul className="grid gap-1">
        {units.map((u) => (
          <li key={u.id} className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span>
            {u.asked && u.held ? "Asked about and held: " : u.held ? "Held for this lead: " : "Asked about: "}
            <Link to={paths.dashboard(dashboardPatterns.projectUnits.replace(":uniId", u.projectUniId))} className="text-brand-700 underline">
              {u.projectName ?? u.projectUniId} · flat {u.code}
              {u.building && ` (building ${u.building})`}
            </Link>
            {` · floor ${u.floor} · ${STATUS_WORDS[u.status]}`}
            {u.held && u.holdUntil && ` until ${formatInDhaka(u.holdUntil, "dateTime")}`}
            </span>
            {action?.(u)}
          </li>
        ))}
      </ul>
    </div>
  );
}
