import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { seriousViolations } from "./axe";
import { closeBrowser, launch, openPage, type TestPage, VIEWPORTS } from "./browser";
import { sentMails } from "./mails";
import { openDashboard, queryRows, VIEWPORT_NAMES, deleteBookedProject } from "./staff";

afterAll(closeBrowser);

const PLAN = { name: "Monthly", bookingPercent: 10, downPaymentPercent: 20, installments: 12, intervalMonths: 1, handoverPercent: 10, oneTimeDiscountPercent: 0 };
const today = () => new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10);

/**
 * Issue 46 item 4 (docs/product.md §11 "Buyer portal pages"): staff book a flat for a buyer with an
 * e-mail address and record the first line's payment; the buyer signs in at /my with the e-mailed
 * code, sees the booking, its first line paid and the payment with its receipt links, in English with
 * JavaScript and in Bengali by plain forms without it. Another buyer's booking is the not-found page.
 * Each viewport has a project and buyers of its own (pending: no public page shows them).
 */
describe.each(VIEWPORT_NAMES)("the buyer portal at %s width", (viewport) => {
  const stamp = `${viewport}-${Date.now()}`;
  const uniId = `E2E-MY-${stamp}`;
  const buyer = { name: `Portal Buyer ${stamp}`, email: `buyer-${stamp}@example.com` };
  let staff: TestPage;
  let mine = 0;
  let theirs = 0;
  let receipt = "";

  beforeAll(async () => {
    await queryRows("insert into projects (uniId, name, status, category, location) values (?, ?, 'pending', 'Under Construction', 'Uttara')", [uniId, `${uniId} Tower`]);
    staff = await openDashboard(viewport, "manager", `/dashboard/projects/projects/${uniId}/units`);
    const headers = { Origin: new URL(staff.url("/")).origin };
    const api = (method: "post" | "put" | "get", path: string, data?: unknown) => staff.context.request[method](staff.url(`/api${path}`), { headers, data });
    expect((await api("post", `/projects/${uniId}/units`, { floors: [1, 1], units: [{ code: "A", sizeSft: 1000, bedrooms: 3, bathrooms: 2 }, { code: "B", sizeSft: 1000, bedrooms: 3, bathrooms: 2 }] })).status()).toBe(201);
    expect((await api("put", `/projects/${uniId}/prices`, { ratePerSft: 5000, floorPremiums: [], extras: [], showPrices: false })).ok()).toBe(true);
    const plans = (await (await api("put", `/projects/${uniId}/plans`, [PLAN])).json()) as { id: number }[];
    const flats = await queryRows<{ id: number }>("select id from units where projectUniId = ? order by code", [uniId]);
    const book = async (flat: number, who: { name: string; email: string }) => {
      const res = await api("post", `/units/${flat}/bookings`, { buyers: [{ ...who, phone: "01711223344", address: "Road 1, Uttara", language: "en" }], planId: plans[0]!.id, bookedAt: today() });
      expect(res.status()).toBe(201);
      return ((await res.json()) as { id: number }).id;
    };
    mine = await book(flats[0]!.id, buyer);
    theirs = await book(flats[1]!.id, { name: `Other ${buyer.name}`, email: `other-${buyer.email}` });
    const booking = (await (await api("get", `/bookings/${mine}`)).json()) as { schedule: { amount: number }[] };
    const paid = await api("post", `/bookings/${mine}/payments`, { paidAt: today(), amount: booking.schedule[0]!.amount, mode: "cash" });
    expect(paid.status()).toBe(201);
    receipt = ((await paid.json()) as { receiptNo: string }).receiptNo;
    expect(receipt).toMatch(/^R-\d{4}-\d{6}$/);
  });
  afterAll(async () => {
    await staff.context.close();
    await deleteBookedProject(uniId);
    await queryRows("delete from buyer_passkeys where email = ?", [buyer.email]);
  });

  /** The newest code e-mailed to our buyer that is not one of `seen`. */
  async function newCode(seen: string[]): Promise<string> {
    let code = "";
    await expect
      .poll(
        () => {
          const codes = sentMails()
            .filter((m) => m.includes(`Dear ${buyer.name},`))
            .map((m) => /sign in to the UDAY buyer portal is (\d{6})/.exec(m)?.[1] ?? "")
            .filter((c) => c && !seen.includes(c));
          code = codes.at(-1) ?? "";
          return code;
        },
        { timeout: 20_000 },
      )
      .not.toBe("");
    return code;
  }
  const codes: string[] = [];

  it("signs the buyer in with the e-mailed code; the booking, its first line paid, the receipt's links", async () => {
    const t = await openPage(viewport);
    try {
      await t.page.goto(t.url("/my"));
      await t.page.getByRole("heading", { name: "Sign in to see your flat" }).waitFor();
      expect(await seriousViolations(t.page)).toEqual([]);
      await t.page.getByLabel("E-mail address").fill(buyer.email);
      await t.page.getByRole("button", { name: "Send me a code" }).click();
      await t.page.getByRole("heading", { name: "Enter your code" }).waitFor();
      await t.page.getByText("If this address is on a booking, a 6-digit code is on its way to it. It works once, for 10 minutes.").waitFor();
      expect(await seriousViolations(t.page)).toEqual([]);
      codes.push(await newCode(codes));
      await t.page.getByLabel("6-digit code").fill(codes.at(-1)!);
      await t.page.getByRole("button", { name: "Sign in", exact: true }).click();
      const card = t.page.getByTestId("my-booking");
      await card.getByRole("heading", { name: `Flat ${uniId} 1A` }).waitFor();
      await expect.poll(() => card.count()).toBe(1);
      expect(await seriousViolations(t.page)).toEqual([]);
      await card.getByRole("link", { name: `Schedule, payments and documents of flat ${uniId} 1A` }).click();
      await t.page.getByRole("heading", { level: 1, name: `Flat ${uniId} 1A` }).waitFor();
      const schedule = t.page.getByRole("region", { name: "Payment schedule" });
      await expect.poll(() => schedule.getByRole("row").nth(1).getByText("Paid", { exact: true }).count()).toBe(1);
      expect(await schedule.getByRole("row").nth(1).getByRole("rowheader").textContent()).toBe("Booking money");
      const payment = t.page.locator(`[data-receipt="${receipt}"]`);
      await payment.getByText(receipt).waitFor();
      expect(await payment.getByRole("link", { name: `Receipt ${receipt} in English (PDF)` }).getAttribute("href")).toBe(`/api/my/receipts/${receipt}.pdf?lang=en`);
      expect(await payment.getByRole("link", { name: `Receipt ${receipt} in Bengali (PDF)` }).getAttribute("href")).toBe(`/api/my/receipts/${receipt}.pdf?lang=bn`);
      expect(await seriousViolations(t.page)).toEqual([]);
      // The buyer downloads the receipt: a PDF a reader opens, naming them, the amount and its number.
      const [download] = await Promise.all([t.page.waitForEvent("download"), payment.getByRole("link", { name: `Receipt ${receipt} in English (PDF)` }).click()]);
      expect(download.suggestedFilename()).toBe(`${receipt}.pdf`);
      const text = execFileSync("pdftotext", ["-layout", (await download.path())!, "-"]).toString();
      expect(text).toContain(receipt);
      expect(text).toContain(buyer.name);
      expect(text).toMatch(/Taka [a-z -]+ only/);

      // Another buyer's booking: the not-found page, as for any address that is no page.
      const other = await t.page.goto(t.url(`/my/bookings/${theirs}`));
      expect(other?.status()).toBe(404);
      await t.page.getByRole("heading", { name: "Oops! Something went wrong. We can't find what you're looking for." }).waitFor();
      expect(await t.page.getByText(`Other ${buyer.name}`).count()).toBe(0);

      // Signing out ends it: /my asks for the code again.
      // As a person would, once the page has loaded: its passkey list read with this session (a click
      // while that read is in flight revokes the session under it, and the read gets a 401).
      await t.page.goto(t.url("/my"));
      await t.page.getByTestId("buyer-passkeys").getByText("You have no passkeys yet.").waitFor();
      await t.page.getByRole("button", { name: "Sign out" }).click();
      await t.page.getByRole("heading", { name: "Sign in to see your flat" }).waitFor();
      expect(t.errors.filter((e) => !/404/.test(e))).toEqual([]);
    } finally {
      await t.context.close();
    }
  });

  it("adds a passkey after a code sign-in, then signs in with it alone", async () => {
    const t = await openPage(viewport);
    // WebAuthn needs a domain for its relying party, never an IP address: this journey uses localhost.
    const local = (path: string) => t.url(path).replace("//127.0.0.1:", "//localhost:");
    try {
      const cdp = await t.context.newCDPSession(t.page);
      await cdp.send("WebAuthn.enable");
      const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
        options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
      });
      await t.page.goto(local("/my"));
      await t.page.getByLabel("E-mail address").fill(buyer.email);
      await t.page.getByRole("button", { name: "Send me a code" }).click();
      await t.page.getByRole("heading", { name: "Enter your code" }).waitFor();
      codes.push(await newCode(codes));
      await t.page.getByLabel("6-digit code").fill(codes.at(-1)!);
      await t.page.getByRole("button", { name: "Sign in", exact: true }).click();
      const passkeys = t.page.getByTestId("buyer-passkeys");
      await passkeys.getByRole("button", { name: "Add a passkey" }).click();
      await passkeys.getByLabel("Name for this passkey").fill("E2E phone");
      await passkeys.getByRole("button", { name: "Create passkey" }).click();
      await passkeys.getByText("Passkey added. We have e-mailed you about it.").waitFor();
      await passkeys.getByText("E2E phone").waitFor();
      expect((await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials).toHaveLength(1);
      expect(await seriousViolations(t.page)).toEqual([]);

      await t.page.getByRole("button", { name: "Sign out" }).click();
      await t.page.getByRole("heading", { name: "Sign in to see your flat" }).waitFor();
      await t.page.getByRole("button", { name: "Sign in with a passkey" }).click();
      await t.page.getByTestId("my-booking").getByRole("heading", { name: `Flat ${uniId} 1A` }).waitFor();
      expect(t.errors).toEqual([]);
    } finally {
      await t.context.close();
    }
  });

  it("works in Bengali without JavaScript, by plain form posts, with Bengali digits", async () => {
    const off = await (await launch()).newContext({ viewport: VIEWPORTS[viewport], baseURL: inject("baseUrl"), javaScriptEnabled: false });
    try {
      const page = await off.newPage();
      await page.goto("/bn/my");
      await page.getByLabel("ই-মেইল ঠিকানা").fill(buyer.email);
      await page.getByRole("button", { name: "আমাকে কোড পাঠান" }).click();
      await page.getByRole("heading", { name: "আপনার কোড লিখুন" }).waitFor();
      codes.push(await newCode(codes));
      await page.getByLabel("৬ অঙ্কের কোড").fill(codes.at(-1)!);
      await page.getByRole("button", { name: "সাইন ইন করুন" }).click();
      await page.getByRole("heading", { name: "আপনার বুকিং" }).waitFor();
      await page.getByRole("link", { name: `ফ্ল্যাট ${uniId} 1A-এর কিস্তির সূচি, পেমেন্ট ও কাগজপত্র` }).click();
      const schedule = page.getByRole("region", { name: "কিস্তির সূচি" });
      await schedule.getByRole("row").nth(1).getByText("পরিশোধিত", { exact: true }).waitFor();
      expect(await schedule.getByRole("row").nth(2).getByRole("rowheader").textContent()).toBe("ডাউন পেমেন্ট");
      expect(await page.locator("main").textContent()).toMatch(/[০-৯],[০-৯]{3} টাকা/);
      expect(await page.locator(`[data-receipt="${receipt}"] a[href="/api/my/receipts/${receipt}.pdf?lang=bn"]`).count()).toBe(1);

      // The same session with JavaScript on: axe on the Bengali booking page at this width.
      const t = await openPage(viewport);
      try {
        await t.context.addCookies(await off.cookies());
        await t.page.goto(t.url(`/bn/my/bookings/${mine}`));
        await t.page.getByRole("heading", { level: 1, name: `ফ্ল্যাট ${uniId} 1A` }).waitFor();
        expect(await seriousViolations(t.page)).toEqual([]);
        expect(t.errors).toEqual([]);
      } finally {
        await t.context.close();
      }
    } finally {
      await off.close();
    }
  });
});
