import type { BuyerLanguage } from "./bookings";
import { formatDate, localDigits } from "./local-formats";
import { describeUserAgent } from "./user-agent";

/**
 * Buyers' passkeys (issue 46; docs/product.md §11 "Buyer passkeys", docs/decisions.md "Buyer
 * passkeys"): what the portal's API answers, the freshness rule for changing them, and the e-mail a
 * buyer gets, in their language, when one is added or removed.
 */

/** How long after signing in with an e-mailed code a buyer may add or remove a passkey. */
export const BUYER_PASSKEY_FRESH_MS = 15 * 60_000;

/** One of the buyer's passkeys. */
export type BuyerPasskey = { id: string; name: string; createdAt: string; lastUsedAt: string | null };

/** GET /api/my/passkeys: the buyer's passkeys, and until when this session may add or remove one (null: sign in with a code first). */
export type BuyerPasskeyList = { passkeys: BuyerPasskey[]; changeUntil: string | null };

/** Until when a session that began `method` at `createdAt` may change passkeys, or null. */
export function passkeyChangeUntil(session: { method: string; createdAt: string }, now: Date): string | null {
  if (session.method !== "code") return null;
  const until = Date.parse(session.createdAt) + BUYER_PASSKEY_FRESH_MS;
  return until > now.getTime() ? new Date(until).toISOString() : null;
}

export const BUYER_PASSKEY_EVENTS = ["buyer-passkey-added", "buyer-passkey-removed"] as const;
export type BuyerPasskeyEvent = (typeof BUYER_PASSKEY_EVENTS)[number];
export const isBuyerPasskeyEvent = (event: string): event is BuyerPasskeyEvent => (BUYER_PASSKEY_EVENTS as readonly string[]).includes(event);

/** "2:05 pm" / "১৪:০৫" in Dhaka (UTC+6, no daylight saving). */
function dhakaClock(iso: string, lang: BuyerLanguage) {
  const d = new Date(Date.parse(iso) + 6 * 3_600_000);
  const h = d.getUTCHours();
  const m = String(d.getUTCMinutes()).padStart(2, "0");
  return lang === "bn" ? localDigits(`${String(h).padStart(2, "0")}:${m}`, "bn") : `${h % 12 || 12}:${m} ${h < 12 ? "am" : "pm"}`;
}

export type BuyerPasskeyFacts = { name: string; passkey: string; at: string; userAgent: string | null };

/** The alert's subject and text: what changed, when, from which browser, and what to do if it was not them. */
export function buyerPasskeyMail(event: BuyerPasskeyEvent, lang: BuyerLanguage, f: BuyerPasskeyFacts): { subject: string; text: string } {
  const added = event === "buyer-passkey-added";
  const browser = describeUserAgent(f.userAgent);
  if (lang === "bn") {
    const when = `${formatDate(f.at, "bn")}, ${dhakaClock(f.at, "bn")} (ঢাকা সময়)`;
    return {
      subject: added ? "UDAY: আপনার ক্রেতা পোর্টালে একটি পাসকি যোগ হয়েছে" : "UDAY: আপনার ক্রেতা পোর্টাল থেকে একটি পাসকি সরানো হয়েছে",
      text: [
        `প্রিয় ${f.name},`,
        "",
        added
          ? `আপনার UDAY ক্রেতা পোর্টালে "${f.passkey}" নামের একটি পাসকি যোগ করা হয়েছে। এখন এটি দিয়ে ই-মেইল কোড ছাড়াই সাইন ইন করা যায়।`
          : `আপনার UDAY ক্রেতা পোর্টাল থেকে "${f.passkey}" নামের পাসকিটি সরানো হয়েছে। এটি দিয়ে আর সাইন ইন করা যাবে না।`,
        "",
        `কখন: ${when}`,
        `ব্রাউজার: ${browser}`,
        "",
        "এটি আপনি করে থাকলে কিছু করতে হবে না।",
        added ? "আপনি না করে থাকলে ই-মেইল কোড দিয়ে সাইন ইন করে পাসকিটি সরিয়ে দিন এবং আমাদের ফোন করুন।" : "আপনি না করে থাকলে আমাদের ফোন করুন।",
      ].join("\n"),
    };
  }
  const when = `${formatDate(f.at, "en")}, ${dhakaClock(f.at, "en")} (Dhaka time)`;
  return {
    subject: added ? "UDAY: a passkey was added to your buyer portal" : "UDAY: a passkey was removed from your buyer portal",
    text: [
      `Dear ${f.name},`,
      "",
      added
        ? `A passkey named "${f.passkey}" was added to your UDAY buyer portal. It now signs you in without an e-mailed code.`
        : `The passkey named "${f.passkey}" was removed from your UDAY buyer portal. It no longer signs you in.`,
      "",
      `When: ${when}`,
      `Browser: ${browser}`,
      "",
      "If this was you, there is nothing to do.",
      added ? "If it was not you, sign in with an e-mailed code, remove the passkey, and call us." : "If it was not you, call us.",
    ].join("\n"),
  };
}
