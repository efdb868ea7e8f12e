import type { Mailer } from "../../worker/lib/outbox";

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
