import { z } from "zod";
import { BD_PHONE, required } from "./fields";

const EMAIL_MESSAGE = "Add valid email is required";
const PHONE_MESSAGE = " phone Number is required"; // SPEC §5: the leading space is in the source.

/** POST /messages (JSON). SPEC §5 "Contact form": all four fields required, in the spec's wording. */
export const messageCreate = z.strictObject({
  name: required("Your name is required", 100),
  email: z
    .string({ error: EMAIL_MESSAGE })
    .trim()
    .min(1, { message: EMAIL_MESSAGE, abort: true })
    .max(254, { message: EMAIL_MESSAGE, abort: true })
    .pipe(z.email({ error: EMAIL_MESSAGE })),
  number: z
    .string({ error: PHONE_MESSAGE })
    .trim()
    .min(1, { message: PHONE_MESSAGE, abort: true })
    .max(20, { message: "Enter a valid Bangladeshi mobile number: 01XXXXXXXXX or +8801XXXXXXXXX", abort: true })
    .transform((v) => v.replace(/[\s-]/g, ""))
    .refine((v) => BD_PHONE.test(v), { message: "Enter a valid Bangladeshi mobile number: 01XXXXXXXXX or +8801XXXXXXXXX" }),
  message: required("Message is required", 5000),
  /** Honeypot: hidden from people, filled by bots. A filled one is answered as sent and dropped. */
  website: z.string().max(500).optional(),
});

export type Message = {
  id: number;
  name: string;
  email: string;
  number: string;
  message: string;
  createdAt: string;
};

export type MessageSentResponse = { message: "Message sent successfully!" };
