import { messageCreate, PHONE_MESSAGE } from "@/shared/lib/contract";

/**
 * The contact form validates with the API's own schema (worker/contract/messages.ts: zod only,
 * no server code), so the browser and the worker can never disagree on a rule or a message.
 */
export const CONTACT_FIELDS = ["name", "email", "number", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const emptyContact = (): ContactValues => ({ name: "", email: "", number: "", message: "" });

export type ContactResult =
  | { ok: true; data: ContactValues }
  | { ok: false; errors: ContactErrors };

/** The first message of each invalid field, in the schema's (docs/product.md §5) wording. */
export function validateContact(values: ContactValues): ContactResult {
  const parsed = messageCreate.safeParse(values);
  if (parsed.success) {
    const { website: _honeypot, ...data } = parsed.data;
    return { ok: true, data };
  }
  const errors: ContactErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && isField(field) && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

const isField = (key: string): key is ContactField => (CONTACT_FIELDS as readonly string[]).includes(key);

/** Translation key (pages:contact.errors.*) for a schema message; unknown messages show as they are. */
export function errorKey(message: string): { key: string; values?: Record<string, string> } | null {
  const fixed: Record<string, string> = {
    "Your name is required": "name",
    "Add valid email is required": "email",
    " phone Number is required": "number",
    "Message is required": "message",
  };
  if (fixed[message]) return { key: fixed[message] };
  if (message === PHONE_MESSAGE) return { key: "phoneFormat" };
  const long = /^Must be at most (\d+) characters$/.exec(message);
  if (long) return { key: "tooLong", values: { max: long[1]! } };
  return null;
}
