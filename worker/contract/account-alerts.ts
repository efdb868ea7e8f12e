import { describeUserAgent } from "./user-agent";

/**
 * Account alerts (ASVS 5.0 V6.3.7; docs/decisions.md "Re-authentication and account alerts"): an
 * e-mail to the account's own address whenever how it signs in changes, or it is signed in to from
 * a browser it has not used before. Sent through the lead alerts' outbox (worker/lib/outbox.ts).
 */
export const ACCOUNT_EVENTS = [
  "password-changed",
  "password-reset",
  "email-changed",
  "second-factor-on",
  "second-factor-off",
  "second-factor-reset",
  "passkey-added",
  "passkey-removed",
  "recovery-codes-new",
  "recovery-code-used",
  "new-browser",
] as const;
export type AccountEvent = (typeof ACCOUNT_EVENTS)[number];

export const isAccountEvent = (event: string): event is AccountEvent => (ACCOUNT_EVENTS as readonly string[]).includes(event);

/** The facts an alert is written from, taken from the request that made the change. */
export type AccountAlert = {
  at: string;
  userAgent: string | null;
  network: string | null;
  /** Who made the change, when it was not the account's owner (an admin's reset). */
  by?: string;
  /** The passkey added or removed. */
  passkey?: string;
  /** Where to send it instead of the account's address: the old one, when the address changed. */
  to?: string;
  /** The origin of the request that caused it: the e-mail's sign-in link when SITE_ORIGIN is empty (issue 42). */
  origin?: string;
};

const WHAT: Record<AccountEvent, (a: AccountAlert) => { subject: string; line: string }> = {
  "password-changed": () => ({ subject: "Your password was changed", line: "The password of your account was changed." }),
  "password-reset": (a) => ({ subject: "Your password was reset", line: `${a.by ?? "An administrator"} reset the password of your account. Every session of yours was ended.` }),
  "email-changed": (a) => ({
    subject: "Your e-mail address was changed",
    line: `${a.by ? `${a.by} changed the e-mail address of your account.` : "The e-mail address of your account was changed."} This message goes to the old address; alerts now go to the new one.`,
  }),
  "second-factor-on": () => ({ subject: "Two-step sign-in was turned on", line: "An authenticator app was set up as the second factor of your account." }),
  "second-factor-off": () => ({ subject: "Two-step sign-in was turned off", line: "The authenticator app was removed from your account: a password alone now signs in." }),
  "second-factor-reset": (a) => ({
    subject: "Your second factor and passkeys were removed",
    line: `${a.by ?? "An administrator"} removed your authenticator app and every passkey of your account, and ended your sessions.`,
  }),
  "passkey-added": (a) => ({ subject: "A passkey was added to your account", line: `A passkey named "${a.passkey ?? ""}" was added: it signs in to your account on its own.` }),
  "passkey-removed": (a) => ({
    subject: "A passkey was removed from your account",
    line: a.by ? `${a.by} removed the passkey named "${a.passkey ?? ""}" from your account.` : `The passkey named "${a.passkey ?? ""}" was removed from your account.`,
  }),
  "recovery-codes-new": () => ({ subject: "New recovery codes were made", line: "New recovery codes were made for your account; the old ones no longer work." }),
  "recovery-code-used": () => ({ subject: "A recovery code was used", line: "One of your recovery codes was used to sign in to your account." }),
  "new-browser": () => ({ subject: "New sign-in to your account", line: "Your account was signed in to from a browser it has not used before." }),
};

/** "27 Nov 2026, 3:05 pm" in Dhaka (UTC+6, no daylight saving), whatever the server's zone. */
export function dhakaTime(iso: string): string {
  const d = new Date(Date.parse(iso) + 6 * 3_600_000);
  const month = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][d.getUTCMonth()];
  const h = d.getUTCHours();
  const minutes = String(d.getUTCMinutes()).padStart(2, "0");
  return `${d.getUTCDate()} ${month} ${d.getUTCFullYear()}, ${h % 12 || 12}:${minutes} ${h < 12 ? "am" : "pm"}`;
}

/** The alert's e-mail: what happened, when, from which browser and network, and what to do if it was not them. */
export function accountAlertMail(event: AccountEvent, alert: AccountAlert, account: { name: string; username: string }, siteOrigin = "") {
  const { subject, line } = WHAT[event](alert);
  const login = `${siteOrigin.replace(/\/$/, "")}/login`;
  const text = [
    `Hello ${account.name},`,
    "",
    line,
    "",
    `Account: ${account.username}`,
    `When: ${dhakaTime(alert.at)} (Dhaka time)`,
    `Browser: ${describeUserAgent(alert.userAgent)}`,
    `Network: ${alert.network ?? "unknown"}`,
    "",
    "If this was you, there is nothing to do.",
    `If it was not you, sign in at ${login}, change your password and remove any passkey you do not know in Account Settings, ` +
      "then tell a Super-Admin at once: they can end every session of your account and reset its second factor.",
  ];
  return { subject: `UDAY account: ${subject}`, text: text.join("\n") };
}
