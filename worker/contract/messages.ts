import { z } from "zod";
import { phone, required } from "./fields";

const EMAIL_MESSAGE = "Add valid email is required";
const PHONE_REQUIRED = " phone Number is required"; // docs/product.md §5: the leading space is in the product text.

/** POST /messages (JSON). docs/product.md §5 "Contact form": all four fields required, in its wording. */
export const messageCreate = z.strictObject({
  name: required("Your name is required", 100),
  email: z
    .string({ error: EMAIL_MESSAGE })
    .trim()
    .min(1, { message: EMAIL_MESSAGE, abort: true })
    .max(254, { message: EMAIL_MESSAGE, abort: true })
    .pipe(z.email({ error: EMAIL_MESSAGE })),
  number: phone(PHONE_REQUIRED, 20),
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
