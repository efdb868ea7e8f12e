import type { UnitStatus } from "@/shared/lib/contract";

/**
 * How the Units grid and its legend show a status (issue 45): a colour, and never the colour alone — a
 * letter in every cell, the word in the legend and in each flat's accessible name. The tones are the
 * dashboard's badge tones (components/status-badge.tsx): dark text on a light fill, AA contrast.
 */
export const UNIT_STATUS_LOOK: Record<UnitStatus, { label: string; letter: string; tone: string }> = {
  available: { label: "Available", letter: "A", tone: "border-emerald-600 bg-emerald-100 text-emerald-950" },
  hold: { label: "On hold", letter: "H", tone: "border-amber-600 bg-amber-100 text-amber-950" },
  booked: { label: "Booked", letter: "B", tone: "border-sky-600 bg-sky-100 text-sky-950" },
  sold: { label: "Sold", letter: "S", tone: "border-slate-500 bg-slate-200 text-slate-950" },
  landowner: { label: "Landowner's share", letter: "L", tone: "border-violet-600 bg-violet-100 text-violet-950" },
};

/** The words of a status change's button and its confirmation. */
export const STATUS_ACTIONS: Record<Exclude<UnitStatus, "hold">, { button: string; question: (code: string) => string; done: string }> = {
  available: { button: "Make available", question: (c) => `Make flat ${c} available for sale again?`, done: "Flat is available" },
  booked: { button: "Mark booked", question: (c) => `Mark flat ${c} as booked?`, done: "Flat marked booked" },
  sold: { button: "Mark sold", question: (c) => `Mark flat ${c} as sold? A sale cannot be undone here.`, done: "Flat marked sold" },
  landowner: { button: "Landowner's share", question: (c) => `Give flat ${c} to the landowner's share? It is then never for sale.`, done: "Flat is the landowner's share" },
};
