import { type Client, createClient } from "@libsql/client";
import type { Locator } from "playwright-core";
import { inject } from "vitest";
import { E2E_PASSWORD } from "./global-setup";
import { openPage, type TestPage, type VIEWPORTS } from "./browser";

/** Helpers for the dashboard's browser tests: demo staff, a signed-in page, the database, toasts. */
export const ROLES = [
  { username: "manager", designation: "Manager" },
  { username: "admin", designation: "Admin" },
  { username: "superadmin", designation: "Super-Admin" },
] as const;
export type Username = (typeof ROLES)[number]["username"];
export const VIEWPORT_NAMES = ["desktop", "mobile"] as const satisfies readonly (keyof typeof VIEWPORTS)[];

/** Signs in through the API (the login screen has its own tests): the session cookie lands in the page's context. */
export async function signIn(t: TestPage, username: Username) {
  const origin = new URL(t.url("/")).origin;
  const res = await t.context.request.post(t.url("/api/auth/login"), { data: { username, password: E2E_PASSWORD }, headers: { Origin: origin } });
  if (!res.ok()) throw new Error(`sign-in as ${username} failed: ${res.status()} ${await res.text()}`);
}

/** A fresh page, signed in as `username`, open at `path` with the screen's heading shown. */
export async function openDashboard(viewport: (typeof VIEWPORT_NAMES)[number], username: Username, path = "/dashboard") {
  const t = await openPage(viewport);
  await signIn(t, username);
  await t.page.goto(t.url(path));
  await t.page.locator("#dashboard-main h1").first().waitFor();
  return t;
}

/** The e2e database (the same file the worker uses). Close it after use. */
export const database = (): Client => createClient({ url: inject("libsqlUrl"), authToken: inject("libsqlToken") });

export async function queryRows<T>(sql: string, args: (string | number)[] = []): Promise<T[]> {
  const db = database();
  try {
    const { rows } = await db.execute({ sql, args });
    return rows.map((r) => ({ ...r }) as T);
  } finally {
    db.close();
  }
}

/**
 * The newest toast saying `text`: two saves in a row with the same message stack two toasts, and sonner
 * puts the newest first.
 */
export const toast = (t: TestPage, text: string): Locator => t.page.locator("[data-sonner-toast]", { hasText: text }).first();

/** The sidebar: the fixed one from 1024 px, the drawer's below (open it first). */
export const sidebar = (t: TestPage): Locator => t.page.getByRole("navigation", { name: "Dashboard" });

/** Console lines a test staged on purpose (a 4xx/5xx answer it fulfilled), dropped before `expect(errors).toEqual([])`. */
export function dropStaged(t: TestPage, ...statuses: number[]) {
  const staged = new RegExp(`status of (${statuses.join("|")})`);
  const rest = t.errors.filter((e) => !staged.test(e));
  t.errors.length = 0;
  t.errors.push(...rest);
}

/** Waits for running CSS animations (the 0.2 s modal fade) to end: axe judges colours as they are painted. */
export async function settled(t: TestPage) {
  await t.page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * Removes a test project with everything a booking on it made (issue 46): allocations, reminders,
 * payments, schedule lines, buyers, documents, bookings, flats, prices, plans, its delay policy.
 */
export async function deleteBookedProject(uniId: string): Promise<void> {
  const ofProject = "(select id from bookings where projectUniId = ?)";
  await queryRows(`delete from payment_allocations where paymentId in (select id from payments where bookingId in ${ofProject})`, [uniId]);
  await queryRows(`delete from booking_reminders where lineId in (select id from schedule_lines where bookingId in ${ofProject})`, [uniId]);
  for (const table of ["payments", "schedule_lines", "booking_buyers", "booking_documents"]) await queryRows(`delete from ${table} where bookingId in ${ofProject}`, [uniId]);
  for (const table of ["bookings", "units", "price_lists", "payment_plans", "delay_policies"]) await queryRows(`delete from ${table} where projectUniId = ?`, [uniId]);
  await queryRows("delete from projects where uniId = ?", [uniId]);
}
