import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { bookingsApp, type BookingsApp } from "../helpers/bookings";
import { recordingMailer, withSalesAddress } from "../helpers/mailer";

/**
 * Issue 46 item 2: each payment's receipt as a PDF in English or Bengali (docs/product.md §11 "Receipts"),
 * through the API on real libSQL, read back by a real PDF reader: poppler's pdftotext (`.ci/run` installs it).
 */
const run = promisify(execFile);

describe("receipt PDFs", () => {
  let a: BookingsApp;
  let dir: string;
  let clock = new Date("2026-03-01T06:00:00.000Z");
  const mail = recordingMailer();
  const karim = { name: "করিম চৌধুরী", phone: "01811223344", email: "karim@example.com", address: "Road 9, Uttara, Dhaka", language: "bn" };
  let rahimBooking: number;
  let karimBooking: number;
  let ip = 0;

  beforeAll(async () => {
    a = await bookingsApp({ clock: () => clock, mailer: mail.mailer });
    await withSalesAddress(a.t);
    dir = await mkdtemp(join(tmpdir(), "receipts-"));
    rahimBooking = (await a.json(await a.book(0))).id;
    karimBooking = (await a.json(await a.book(1, 0, "2026-01-10", { buyers: [karim] }))).id;
  });
  afterAll(async () => {
    await a.t.close();
    await rm(dir, { recursive: true, force: true });
  });

  const pay = async (bookingId: number, amount: number, extra: Record<string, unknown> = {}) => {
    const res = await a.call("POST", `/bookings/${bookingId}/payments`, { paidAt: "2026-02-15", amount, mode: "bank-transfer", reference: "DBBL-778812", ...extra });
    expect(res.status).toBe(201);
    return a.json(res) as Promise<{ id: number; receiptNo: string }>;
  };
  /** The PDF's text as poppler reads it, from a file, as a buyer's reader would open it. */
  async function pdfText(res: Response): Promise<string> {
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const file = join(dir, `${crypto.randomUUID()}.pdf`);
    await writeFile(file, bytes);
    const { stdout } = await run("pdftotext", ["-layout", file, "-"]);
    return stdout.replace(/[ \t]+/g, " ");
  }

  /** A buyer session from an e-mailed code (the flow of tests/worker/buyer-portal.test.ts). */
  async function signIn(email: string): Promise<string> {
    clock = new Date(clock.getTime() + 16 * 60_000);
    const headers = { "Content-Type": "application/json", "CF-Connecting-IP": `203.0.113.${++ip}` };
    const before = mail.sent.length;
    await a.t.request("/api/my/sign-in", { method: "POST", headers, body: JSON.stringify({ email }) });
    await vi.waitFor(() => expect(mail.sent.length).toBe(before + 1));
    const code = /(?<![0-9০-৯])([0-9০-৯]{6})(?![0-9০-৯])/.exec(mail.sent.at(-1)!.text)![1]!;
    const res = await a.t.request("/api/my/verify", { method: "POST", headers, body: JSON.stringify({ email, code }) });
    expect(res.status).toBe(200);
    return res.headers.get("set-cookie")!.split(";")[0]!;
  }

  it("gives staff the receipt in English: buyer, serial, figures in lakh grouping and the amount in words", async () => {
    const payment = await pay(rahimBooking, 1_25_000);
    expect(payment.receiptNo).toMatch(/^R-2026-\d{6}$/);
    const res = await a.call("GET", `/receipts/${payment.receiptNo}.pdf?lang=en`);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${payment.receiptNo}.pdf"`);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const text = await pdfText(res);
    for (const expected of ["Money receipt", payment.receiptNo, "Rahim Uddin", "Project B1", "Tk 1,25,000", "Taka one lakh twenty-five thousand only", "Bank transfer", "DBBL-778812", "Booking money: Tk 1,25,000", "February 15, 2026"])
      expect(text).toContain(expected);
    // English by default.
    expect(await pdfText(await a.call("GET", `/receipts/${payment.receiptNo}.pdf`))).toContain("Taka one lakh twenty-five thousand only");
  });

  it("gives it in Bengali with the site's font: name, words, Bengali digits and the serial read back", async () => {
    const payment = await pay(karimBooking, 9_99_999);
    const text = await pdfText(await a.call("GET", `/receipts/${payment.receiptNo}.pdf?lang=bn`));
    for (const expected of ["মানি রসিদ", `রসিদ নম্বর: ${payment.receiptNo}`, "করিম চৌধুরী", "৳ ৯,৯৯,৯৯৯", "নয় লক্ষ নিরানব্বই হাজার নয় শত নিরানব্বই টাকা মাত্র", "ব্যাংক ট্রান্সফার", "১৫ ফেব্রুয়ারি, ২০২৬"])
      expect(text).toContain(expected);
  });

  it("says on a reversal's receipt that it is one, and which receipt it undoes", async () => {
    const payment = await pay(rahimBooking, 5_000);
    const res = await a.call("POST", `/payments/${payment.id}/reverse`, { reason: "Cheque bounced" });
    expect(res.status).toBe(201);
    const reversal = await a.json(res);
    const en = await pdfText(await a.call("GET", `/receipts/${reversal.receiptNo}.pdf`));
    expect(en).toContain("Money receipt: Reversal");
    expect(en).toContain(`This is a reversal: it undoes receipt ${payment.receiptNo}`);
    expect(en).toContain("-Tk 5,000");
    expect(en).toContain("Minus taka five thousand only");
    expect(en).not.toContain("Cheque bounced");
    const bn = await pdfText(await a.call("GET", `/receipts/${reversal.receiptNo}.pdf?lang=bn`));
    expect(bn).toContain("রিভার্সাল");
    expect(bn).toContain("ঋণাত্মক পাঁচ হাজার টাকা মাত্র");
  });

  it("is in the OpenAPI document as the spec spells it, {number}.pdf, for staff and for buyers", async () => {
    const doc = await a.json(await a.t.request("/api/openapi.json"));
    expect(doc.paths["/api/receipts/{number}.pdf"].get).toMatchObject({ operationId: "getReceiptsByNumberPdf", security: [{ session: ["pro001"] }] });
    expect(doc.paths["/api/my/receipts/{number}.pdf"].get).toMatchObject({ operationId: "getMyReceiptsByNumberPdf", security: [{ buyerSession: [] }] });
  });

  it("answers 404 for a number that is no receipt, 422 for another language, 403 without Projects, 401 signed out", async () => {
    const [payment] = (await a.json(await a.call("GET", `/bookings/${rahimBooking}`))).payments;
    for (const path of ["/receipts/R-2026-999999.pdf", "/receipts/R-2026-000001.PDF.pdf", "/receipts/nothing.pdf"]) {
      const res = await a.call("GET", path);
      expect(res.status, path).toBe(404);
      expect((await a.json(res)).error.message).toBe("Receipt not found.");
    }
    expect((await a.call("GET", `/receipts/${payment.receiptNo}.pdf?lang=fr`)).status).toBe(422);
    expect((await a.call("GET", `/receipts/${payment.receiptNo}.pdf`, undefined, "Accountant")).status).toBe(403);
    expect((await a.call("GET", `/receipts/${payment.receiptNo}.pdf`, undefined, null)).status).toBe(401);
  });

  it("gives a buyer the receipts of their own bookings only: any other number is 404, never 403", async () => {
    const rahim = await signIn("rahim@example.com");
    const karimSession = await signIn("karim@example.com");
    const own = (await a.json(await a.call("GET", `/bookings/${rahimBooking}`))).payments.find((p: any) => p.amount === 1_25_000).receiptNo as string;
    const theirs = (await a.json(await a.call("GET", `/bookings/${karimBooking}`))).payments[0].receiptNo as string;
    const get = (path: string, cookie: string) => a.t.request(`/api/my/receipts/${path}`, { headers: { Cookie: cookie } });

    const mine = await get(`${own}.pdf?lang=bn`, rahim);
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
    expect(await pdfText(mine)).toContain("এক লক্ষ পঁচিশ হাজার টাকা মাত্র");
    expect(await pdfText(await get(`${theirs}.pdf`, karimSession))).toContain("করিম চৌধুরী");
    for (const [path, cookie] of [[`${theirs}.pdf`, rahim], [`${own}.pdf`, karimSession], ["R-2026-999999.pdf", rahim]] as const) {
      const res = await get(path, cookie);
      expect(res.status, path).toBe(404);
      expect((await res.json()).error.message).toBe("Receipt not found.");
    }
    // A staff session is no buyer's.
    expect((await a.t.request(`/api/my/receipts/${own}.pdf`, { headers: { Cookie: a.cookie.Manager! } })).status).toBe(401);
  });
});
