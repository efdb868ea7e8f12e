import { describe, expect, it } from "vitest";
import { leadFigures } from "@/dashboard/features/messages/lib/lead-figures";

const now = new Date("2026-11-25T20:00:00.000Z"); // 02:00 on 26 November in Dhaka
const lead = (createdAt: string, status: "new" | "contacted" | "won" | "lost" = "new", followUpAt: string | null = null) => ({ createdAt, status, followUpAt });

describe("the overview's lead figures (days in Dhaka)", () => {
  it("counts today's leads by the Dhaka day, not the UTC one", () => {
    const figures = leadFigures([lead("2026-11-25T18:30:00.000Z"), lead("2026-11-25T17:59:00.000Z")], now);
    expect(figures.newToday).toBe(1); // 00:30 on the 26th in Dhaka; the other 23:59 on the 25th
  });

  it("counts follow-ups due today or earlier on open leads only", () => {
    const leads = [
      lead("2026-11-01T00:00:00.000Z", "contacted", "2026-11-26"),
      lead("2026-11-01T00:00:00.000Z", "new", "2026-11-20"),
      lead("2026-11-01T00:00:00.000Z", "new", "2026-11-27"),
      lead("2026-11-01T00:00:00.000Z", "won", "2026-11-20"),
    ];
    expect(leadFigures(leads, now).followUpsDue).toBe(2);
  });

  it("rates won against won and lost among the last 30 days' leads, 0 when none is decided", () => {
    expect(leadFigures([lead("2026-11-20T00:00:00.000Z", "new")], now).conversion).toBe(0);
    const leads = [lead("2026-11-20T00:00:00.000Z", "won"), lead("2026-11-10T00:00:00.000Z", "lost"), lead("2026-11-01T00:00:00.000Z", "lost"), lead("2026-10-01T00:00:00.000Z", "lost")];
    expect(leadFigures(leads, now).conversion).toBe(33);
  });
});
