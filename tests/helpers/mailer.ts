import { contactInformation } from "../../worker/db/schema/index";
import type { Mailer } from "../../worker/lib/outbox";
import type { TestApp } from "./app";

export type Mail = { from: string; to: string; subject: string; text: string };

/** A mailer that records what it sends, and fails while `failing` is set (the binding down). */
export function recordingMailer() {
  const sent: Mail[] = [];
  const state = { failing: false };
  const mailer: Mailer = {
    async send(message) {
      if (state.failing) throw new Error("Email Service unavailable");
      sent.push(message);
    },
  };
  return { mailer, sent, state };
}

/** The company record with a sales address, where new-lead alerts go (worker/lib/outbox.ts). */
export const SALES_EMAIL = "sales@uday.example";
export const withSalesAddress = (t: TestApp) =>
  t.db.insert(contactInformation).values({
    image: "",
    phone: "+8801700000000",
    phones: [],
    email: "info@uday.example",
    socialHandle: "",
    address: "Uttara",
    mapEmbed: "",
    salesEmail: SALES_EMAIL,
  });
