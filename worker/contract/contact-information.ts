import { z } from "zod";
import { contactInformation } from "../db/schema/contact-information";
import { email, list, mapEmbed, optionalText, phone, required } from "./fields";
import { isHttpsLink, normalizePhone, PHONE_MESSAGE } from "./constants";
import { tableSchema } from "./table-schema";

/**
 * GET /contactInformation: the company's contact details, the one source of the top bar, contact
 * strip, footer, chat button and contact page (docs/product.md §2). Phones are E.164; `phone` is
 * the hotline (call-us number), `phones` the footer's list, `businesses` the footer's and About's list.
 */
export type ContactInformation = Omit<typeof contactInformation.$inferSelect, "salesEmail">;

const PHONES_MAX = 8;
const BUSINESSES_MAX = 12;

/** Several numbers, one per line (or a JSON list): each one read by the phone rule and stored in E.164. */
const phoneList = list(PHONES_MAX, 40)
  .pipe(z.array(z.string()).min(1, "Add at least one phone number").max(PHONES_MAX, `At most ${PHONES_MAX} phone numbers`))
  .superRefine((items, ctx) => {
    const bad = items.find((p) => !normalizePhone(p));
    if (bad) ctx.addIssue({ code: "custom", message: `${PHONE_MESSAGE} ("${bad}")` });
  })
  .transform((items) => [...new Set(items.map((p) => normalizePhone(p) ?? p))]);

const businesses = list(BUSINESSES_MAX, 120).pipe(z.array(z.string()).max(BUSINESSES_MAX, `At most ${BUSINESSES_MAX} businesses`));

/** An https page of the company on a social network, or empty for none. */
const socialLink = optionalText(300).refine((v) => v === "" || isHttpsLink(v), { message: "Use an https link (https://…)" });

/** An optional number: empty for none, otherwise the phone rule. */
const optionalPhone = z.union([z.literal(""), phone("WhatsApp number is required")]);

/**
 * PATCH /contactInformation (multipart; `image` is the optional background file), Settings > Company.
 * Fields present must be valid; the screen sends them all. The fields are the table's, the twins
 * addressBn and businessesBn follow from it; `image` is the file field, here only as "no file".
 */
export const contactInformationUpdate = tableSchema(contactInformation, {
  phone: phone("Hotline is required"),
  phones: phoneList,
  email: email("Email is required"),
  socialHandle: optionalText(80),
  address: required("Address is required", 300),
  mapEmbed,
  facebook: socialLink,
  instagram: socialLink,
  youtube: socialLink,
  whatsapp: optionalPhone,
  businesses,
  image: z.literal("", { error: "Upload the background as an image file" }),
  /** Where new leads are announced (staff-only: never in the public read); empty for none. */
  salesEmail: z.union([z.literal(""), email("Sales email is required")]),
}).partial();

/** GET /contactInformation/sales-email (Company screen staff): the address new leads are sent to. */
export type SalesEmail = { salesEmail: string };
export type ContactInformationUpdate = z.input<typeof contactInformationUpdate>;
