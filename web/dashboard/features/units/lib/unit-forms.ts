import { z } from "zod";
import { MAX_HOLD_DAYS } from "@/shared/lib/contract";

/**
 * The Units screen's form rules, with the API's own messages (worker/lib/unit-schemas.ts). Those schemas
 * are built from the drizzle tables, which must stay out of the browser; so the forms restate the limits
 * and the server checks them again, its 422 issues landing on the same fields (components/form/server-issues.ts).
 * Number inputs are read with `valueAsNumber`: an empty one is NaN, refused with the field's message.
 */
const whole = (name: string, min: number, max: number) => {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
};
const text = (name: string, max: number) => z.string().trim().min(1, `${name} is required`).max(max, `${name} must be at most ${max} characters`);
const optional = (name: string, max: number) => z.string().trim().max(max, `${name} must be at most ${max} characters`);

/** A flat's own fields (code, size, rooms, facing, parking); `floor` apart, since bulk create gives floors. */
export const flatFields = z.object({
  code: text("code", 20),
  sizeSft: whole("sizeSft", 100, 50_000),
  bedrooms: whole("bedrooms", 0, 20),
  bathrooms: whole("bathrooms", 0, 20),
  balconies: whole("balconies", 0, 20),
  facing: optional("facing", 40),
  parking: whole("parking", 0, 10),
});

/** Edit Flat: one flat's fields and its floor and building. */
export const flatEdit = flatFields.extend({ floor: whole("floor", -5, 200), building: optional("building", 40) });

/** Add Flats: floors from–to, in one building, each with these flats (codes become floor + code: 5A). */
export const bulkCreate = z
  .object({
    from: whole("floors' first", -5, 200),
    to: whole("floors' last", -5, 200),
    building: optional("building", 40),
    units: z.array(flatFields).min(1, "Add at least one flat per floor").max(40, "At most 40 flats per floor"),
  })
  .refine((v) => v.from <= v.to, { message: "floors must be [from, to], from the lower floor", path: ["to"] });

/** Hold: until a time in Dhaka (datetime-local), for a lead (optional). */
export const holdForm = z.object({
  until: z.string().min(1, `A hold must end in the future, within ${MAX_HOLD_DAYS} days.`),
  leadId: z.union([z.nan(), z.number().int("leadId must be a lead's id").positive("leadId must be a lead's id")]),
});

/** Empty text is sent as absent, so the flat keeps no empty building or facing. */
export const orUndefined = (s: string | undefined) => (s ? s : undefined);
