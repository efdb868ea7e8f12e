import { z } from "zod";
import { bookingCreate, cancelBody, lineUpdate, PAYMENT_MODES, paymentCreate, type PaymentMode } from "@/shared/lib/contract";

/**
 * The booking page's form rules: the API's own bodies (worker/contract/booking-schemas.ts), so a form refuses
 * what the API would, with its messages. Number inputs are read with `valueAsNumber`: an empty one is NaN.
 */
export const MODE_LABELS: Record<PaymentMode, string> = {
  cash: "Cash",
  cheque: "Cheque",
  "pay-order": "Pay order",
  "bank-transfer": "Bank transfer",
  tt: "TT from abroad",
  "mobile-banking": "Mobile banking",
};
export const modeOptions = PAYMENT_MODES.map((value) => ({ value, label: MODE_LABELS[value] }));

/** Today in Dhaka (UTC+6, no daylight saving): the day a payment is usually dated. */
export const dhakaToday = () => new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10);

export const paymentForm = paymentCreate;

/** Adjust a line: an empty amount or date is left as it is (NaN / ""), the reason is required. */
export const lineForm = z
  .object({
    amount: z.union([z.nan(), lineUpdate.shape.amount.unwrap()]),
    dueDate: z.union([z.literal(""), lineUpdate.shape.dueDate.unwrap()]),
    reason: lineUpdate.shape.reason,
  })
  .refine((v) => !Number.isNaN(v.amount) || v.dueDate !== "", { message: "Nothing to change: send amount or dueDate", path: ["amount"] });

/** Cancel: a reason, and a refund when money is paid back (amount 0 or empty: no refund). */
export const cancelForm = z
  .object({
    reason: cancelBody.shape.reason,
    refund: z.boolean(),
    amount: z.number().or(z.nan()),
    paidAt: z.string(),
    mode: z.enum(PAYMENT_MODES),
    reference: z.string().max(120),
  })
  .superRefine((v, ctx) => {
    if (!v.refund) return;
    const refund = cancelBody.shape.refund.unwrap().safeParse({ amount: v.amount, paidAt: v.paidAt, mode: v.mode, ...(v.reference ? { reference: v.reference } : {}) });
    for (const issue of refund.error?.issues ?? []) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
  });

const buyerShape = bookingCreate.shape.buyers.element.shape;
/** A buyer as the form holds them: an empty e-mail is none (the API's field is optional). */
export const buyerForm = z.object({ ...buyerShape, email: z.union([z.literal(""), buyerShape.email.unwrap()]), nationalId: z.string().trim().max(30, "nationalId must be at most 30 characters").regex(/^[A-Za-z0-9]*$/, "nationalId must be letters and digits") });
export const emptyBuyer = (): z.input<typeof buyerForm> => ({ name: "", phone: "", email: "", address: "", nationalId: "", language: "en" });

/** Book a flat: one to six buyers, a plan, the booking day, an optional lead (NaN when empty). */
export const bookingForm = z.object({
  buyers: z.array(buyerForm).min(1, "Add at least one buyer").max(6, "At most 6 buyers"),
  planId: bookingCreate.shape.planId,
  bookedAt: bookingCreate.shape.bookedAt,
  leadId: z.union([z.nan(), bookingCreate.shape.leadId.unwrap()]),
});
