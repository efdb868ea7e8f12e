import { api } from "@/shared/lib/api-client";
import { json } from "@/shared/lib/fetch-json";
import { fillTime } from "@/site/lib/fill-time";
import { takeProof } from "@/site/lib/proof-of-work";
import type { MessageSentResponse } from "@/shared/lib/contract";
import type { ContactValues } from "../lib/contact-schema";

/** The form's fields plus the honeypot: empty for people, filled by bots (the API drops those). */
export type SendMessageInput = ContactValues & { website: string; projectUniId?: string };

/**
 * POST /api/messages (JSON), with the time the visitor had the page (site/lib/fill-time.ts), the form's
 * proof of work (site/lib/proof-of-work.ts) and the page's language, in which the worker says a refusal
 * (worker/lib/lead-refusals.ts).
 */
export const sendMessage = async (input: SendMessageInput, lang: string) => {
  const [fillMs, altcha] = await Promise.all([fillTime(), takeProof()]);
  return json<MessageSentResponse>(api.messages.$post({ json: { ...input, fillMs, altcha } }, { headers: { "Accept-Language": lang } }));
};
