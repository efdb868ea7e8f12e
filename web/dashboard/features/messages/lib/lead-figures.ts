import { dhakaDay, type Message } from "@/shared/lib/contract";

export type LeadFigures = { newToday: number; followUpsDue: number; conversion: number };

/**
 * The overview's three lead figures (docs/product.md §7), at `now`, days in Dhaka:
 * - leads that arrived today;
 * - follow-ups due: a follow-up day today or earlier on a lead still open (not won or lost);
 * - the conversion rate of the last 30 days: won / (won + lost) among the leads that arrived in them,
 *   a whole percent, 0 when none is decided yet.
 */
export function leadFigures(leads: readonly Pick<Message, "createdAt" | "status" | "followUpAt">[], now: Date): LeadFigures {
  const today = dhakaDay(now);
  const since = dhakaDay(now, -29);
  const open = (s: Message["status"]) => s !== "won" && s !== "lost";
  let newToday = 0;
  let followUpsDue = 0;
  let won = 0;
  let lost = 0;
  for (const l of leads) {
    const day = dhakaDay(new Date(l.createdAt));
    if (day === today) newToday++;
    if (l.followUpAt && l.followUpAt <= today && open(l.status)) followUpsDue++;
    if (day >= since) {
      if (l.status === "won") won++;
      if (l.status === "lost") lost++;
    }
  }
  return { newToday, followUpsDue, conversion: won + lost === 0 ? 0 : Math.round((100 * won) / (won + lost)) };
}
