import type { BuyerLanguage, LineKind } from "./bookings";
import { localDigits } from "./language";
import { formatDate, formatNumber } from "./local-formats";

/**
 * The buyers' payment reminders (issue 46): one some days before a line falls due, one when it becomes
 * overdue, in the buyer's language (Bengali with Bengali digits). Sent through the lead alerts' outbox
 * (worker/lib/outbox.ts), written when queued. docs/decisions.md "Payment reminders".
 */
export const REMINDER_EVENTS = ["payment-due-soon", "payment-overdue"] as const;
export type ReminderEvent = (typeof REMINDER_EVENTS)[number];
export const isReminderEvent = (event: string): event is ReminderEvent => (REMINDER_EVENTS as readonly string[]).includes(event);

/** Days before its due date that a line's reminder goes. */
export const REMIND_DAYS_BEFORE = 7;
/** A line found overdue for longer than this (old history, a booking entered late) gets no overdue reminder. */
export const OVERDUE_REMINDER_WINDOW_DAYS = 7;

/** What an outbox row of a reminder keeps: the finished e-mail and its address. */
export type ReminderDetail = { to: string; subject: string; text: string };

export type ReminderFacts = {
  name: string;
  flat: string;
  kind: LineKind;
  /** The line's label ("Instalment 4 of 30"), whose numbers a Bengali text reuses. */
  label: string;
  dueDate: string;
  due: number;
  delayPercent: number;
  graceDays: number;
};

const BN_KIND: Record<LineKind, string> = { booking: "বুকিং মানি", "down-payment": "ডাউন পেমেন্ট", installment: "কিস্তি", handover: "হস্তান্তরের কিস্তি" };

/** A schedule line's name in a language ("Instalment 4 of 30" / "কিস্তি ৪/৩০"): reminders and receipts use it. */
export function lineName(f: Pick<ReminderFacts, "kind" | "label">, lang: BuyerLanguage) {
  if (lang === "en") return f.label;
  const [n, of] = f.label.match(/\d+/g) ?? [];
  return f.kind === "installment" && n && of ? `${BN_KIND.installment} ${localDigits(n, "bn")}/${localDigits(of, "bn")}` : BN_KIND[f.kind];
}

/** The reminder's subject and text. */
export function reminderMail(event: ReminderEvent, lang: BuyerLanguage, f: ReminderFacts, company = "UDAY"): { subject: string; text: string } {
  const day = formatDate(`${f.dueDate}T00:00:00+06:00`, lang);
  const amount = formatNumber(f.due, lang, 0);
  const line = lineName(f, lang);
  const overdue = event === "payment-overdue";
  if (lang === "bn") {
    const charge = f.delayPercent > 0 ? `${localDigits(f.graceDays, "bn")} দিনের পর বকেয়া টাকার উপর মাসে ${formatNumber(f.delayPercent, "bn")}% বিলম্ব চার্জ প্রযোজ্য।` : "";
    return {
      subject: overdue ? `বকেয়া পরিশোধ: ${line}, ৳${amount} (${f.flat})` : `পেমেন্ট রিমাইন্ডার: ${line}, ৳${amount}, ${day} (${f.flat})`,
      text: [
        `প্রিয় ${f.name},`,
        "",
        overdue ? `আপনার ফ্ল্যাট ${f.flat}-এর ${line} ৳${amount} ${day} তারিখে পরিশোধযোগ্য ছিল, এখনও পরিশোধ হয়নি।` : `আপনার ফ্ল্যাট ${f.flat}-এর ${line} ৳${amount} ${day} তারিখে পরিশোধযোগ্য।`,
        ...(charge ? [charge] : []),
        "",
        "ইতিমধ্যে পরিশোধ করে থাকলে এই বার্তাটি উপেক্ষা করুন।",
        "",
        company,
      ].join("\n"),
    };
  }
  const charge = f.delayPercent > 0 ? `A delay charge of ${f.delayPercent}% a month on the overdue amount applies after ${f.graceDays} days.` : "";
  return {
    subject: overdue ? `Payment overdue: ${line}, Tk ${amount} (${f.flat})` : `Payment reminder: ${line}, Tk ${amount} due ${day} (${f.flat})`,
    text: [
      `Dear ${f.name},`,
      "",
      overdue ? `The ${line} of Tk ${amount} for your flat ${f.flat} was due on ${day} and is not yet paid.` : `The ${line} of Tk ${amount} for your flat ${f.flat} is due on ${day}.`,
      ...(charge ? [charge] : []),
      "",
      "If you have already paid, please ignore this message.",
      "",
      company,
    ].join("\n"),
  };
}
