import { z } from "zod";
import { MAX_HOLD_DAYS, unitBulkCreate, unitCreate } from "@/shared/lib/contract";

/**
 * The Units screen's form rules: the API's own (worker/contract/units.ts), so a form refuses what the
 * API would, with its messages, and the server's 422 issues land on the same fields
 * (components/form/server-issues.ts). Number inputs are read with `valueAsNumber`: an empty one is NaN,
 * refused with the field's message.
 */

/** A flat's fields as the edit form holds them (a whole flat: its other keys are dropped); its status has its own buttons. */
export const flatEdit = z.object(unitCreate.shape).omit({ status: true });

const [first, last] = unitBulkCreate.shape.floors.def.items;

/** Add Flats: floors from–to, in one building, each with these flats (codes become floor + code: 5A). */
export const bulkCreate = z
  .object({ from: first, to: last, building: unitCreate.shape.building, units: unitBulkCreate.shape.units })
  .refine((v) => v.from <= v.to, { message: "floors must be [from, to], from the lower floor", path: ["to"] });

/** Hold: until a time in Dhaka (datetime-local), for a lead (optional). */
export const holdForm = z.object({
  until: z.string().min(1, `A hold must end in the future, within ${MAX_HOLD_DAYS} days.`),
  leadId: z.union([z.nan(), z.number().int("leadId must be a lead's id").positive("leadId must be a lead's id")]),
});

/** A flat's number fields as the forms show them, `floor` apart (bulk create gives floors). */
export const FLAT_NUMBERS = [
  ["sizeSft", "Size (sft)"],
  ["bedrooms", "Bedrooms"],
  ["bathrooms", "Bathrooms"],
  ["balconies", "Balconies"],
  ["parking", "Parking"],
] as const;

/** Empty text is sent as absent, so the flat keeps no empty building or facing. */
export const orUndefined = (s: string | null | undefined) => (s ? s : undefined);
