import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { activity, bookingDocuments } from "../../worker/db/schema/index";
import { sweepOrphans } from "../../worker/storage/sweep";
import { FILES, form } from "../helpers/auth";
import { bookingsApp, type BookingsApp } from "../helpers/bookings";
import { recordingMailer, withSalesAddress } from "../helpers/mailer";

/**
 * Issue 46: the documents staff share with a booking's buyers (docs/product.md §11 "Booking documents"),
 * through the API on real libSQL and a real local R2: uploaded and downloaded by Projects staff, downloaded
 * by the booking's own buyers only. Every id crossing answers 404, never 403.
 */
describe("booking documents", () => {
  let a: BookingsApp;
  const clock = new Date("2026-03-01T06:00:00.000Z");
  const mail = recordingMailer();
  const karim = { name: "Karim Ahmed", phone: "01811223344", email: "karim@example.com", address: "Road 9, Uttara, Dhaka", nationalId: "AB1234567", language: "en" };
  let rahim1: number, rahim2: number, karim1: number;
  let ip = 0;

  beforeAll(async () => {
    a = await bookingsApp({ clock: () => clock, mailer: mail.mailer });
    await withSalesAddress(a.t);
    rahim1 = (await a.json(await a.book(0))).id;
    rahim2 = (await a.json(await a.book(1))).id;
    karim1 = (await a.json(await a.book(2, 0, "2026-01-10", { buyers: [karim] }))).id;
  });
  afterAll(() => a.t.close());

  const pdf = (text = "allotment") => new File([new TextEncoder().encode(`%PDF-1.4\n% ${text}\n%%EOF\n`)], "letter.pdf", { type: "application/pdf" });
  const upload = (bookingId: number | string, fields: Record<string, string | File>, who = "Manager") =>
    a.t.request(`/api/bookings/${bookingId}/documents`, { method: "POST", headers: { Cookie: a.cookie[who]! }, body: form(fields) });
  const staffGet = (path: string, who = "Manager") => a.t.request(`/api${path}`, { headers: { Cookie: a.cookie[who]! } });
  const stored = async () => (await a.t.bucket.list({ prefix: "bookingDocuments/" })).objects.map((o) => o.key);

  async function signIn(email: string): Promise<string> {
    const address = `198.51.100.${++ip}`;
    const post = (path: string, body: unknown) =>
      a.t.request(`/api/my${path}`, { method: "POST", headers: { "Content-Type": "application/json", "CF-Connecting-IP": address }, body: JSON.stringify(body) });
    const before = mail.sent.length;
    expect((await post("/sign-in", { email })).status).toBe(202);
    await vi.waitFor(() => expect(mail.sent.length).toBe(before + 1));
    const code = /(?<![0-9০-৯])([0-9০-৯]{6})(?![0-9০-৯])/.exec(mail.sent.at(-1)!.text)![1]!;
    const res = await post("/verify", { email, code });
    expect(res.status).toBe(200);
    return res.headers.get("set-cookie")!.split(";")[0]!;
  }
  const buyerGet = (path: string, cookie: string) => a.t.request(`/api/my${path}`, { headers: { Cookie: cookie } });

  it("uploads a PDF to a booking, lists it on the booking and downloads it as a private attachment, logged", async () => {
    const res = await upload(rahim1, { name: "Allotment letter", kind: "allotment", file: pdf() });
    expect(res.status).toBe(201);
    const doc = await a.json(res);
    expect(doc).toMatchObject({ name: "Allotment letter", kind: "allotment", contentType: "application/pdf", size: pdf().size, uploadedAt: clock.toISOString() });

    const booking = await a.json(await a.call("GET", `/bookings/${rahim1}`));
    expect(booking.documents).toEqual([doc]);

    const download = await staffGet(`/bookings/${rahim1}/documents/${doc.id}`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("cache-control")).toBe("private, no-store");
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="Allotment_letter\.pdf"; filename\*=UTF-8''Allotment%20letter\.pdf$/);
    expect(await download.text()).toBe(await pdf().text());

    // Private: its key is in a folder /im never serves.
    const [row] = await a.t.db.select().from(bookingDocuments).where(eq(bookingDocuments.id, doc.id));
    expect(row!.key).toMatch(/^bookingDocuments\/[0-9a-f]{32}\.pdf$/);
    expect((await a.t.request(`/im/${row!.key}`)).status).toBe(404);

    const log = await a.t.db.select().from(activity).where(like(activity.label, "%document%"));
    expect(log.map((r) => [r.action, r.resource, r.resourceId, r.label])).toContainEqual(["update", "bookings", String(rahim1), 'PRJ-B1 1A: document "Allotment letter" (allotment) shared']);
  });

  it("takes a JPEG or a PNG, named by its bytes' type", async () => {
    const jpeg = await a.json(await upload(rahim2, { name: "Agreement page 1", kind: "agreement", file: new File([await FILES.jpeg().arrayBuffer()], "scan.pdf", { type: "application/pdf" }) }));
    expect(jpeg.contentType).toBe("image/jpeg");
    const res = await staffGet(`/bookings/${rahim2}/documents/${jpeg.id}`);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="Agreement_page_1\.jpg"/);
    expect((await upload(rahim2, { name: "Site plan", kind: "other", file: FILES.png() })).status).toBe(201);
  });

  it("refuses a wrong type, a forged one, an empty or too large file and bad fields, storing and logging nothing", async () => {
    const [rows, files, log] = [await a.t.db.select().from(bookingDocuments), await stored(), await a.t.db.select().from(activity)];
    const big = (bytes: number, head: number[]) => {
      const b = new Uint8Array(bytes);
      b.set(head);
      return new File([b], "big", { type: "application/pdf" });
    };
    const gif = new File([new TextEncoder().encode("GIF89a\x01\x00\x01\x00\x00\x00\x00")], "a.gif", { type: "image/gif" });
    const cases: [Record<string, string | File>, number, RegExp][] = [
      [{ name: "X", kind: "other", file: FILES.svg() }, 415, /must be a PDF up to 10 MB, or a JPEG or PNG/],
      [{ name: "X", kind: "other", file: FILES.htmlAsJpeg() }, 415, /must be a PDF/],
      [{ name: "X", kind: "other", file: gif }, 415, /must be a PDF/],
      [{ name: "X", kind: "other", file: FILES.empty() }, 422, /empty file/],
      [{ name: "X", kind: "other", file: big(10 * 1024 * 1024 + 1, [0x25, 0x50, 0x44, 0x46, 0x2d]) }, 413, /too large/],
      [{ name: "X", kind: "other", file: big(5 * 1024 * 1024 + 1, [0xff, 0xd8, 0xff, 0xe0]) }, 413, /too large/],
      [{ name: "X", kind: "other" }, 422, /Choose a file/],
      [{ name: " ", kind: "other", file: pdf() }, 422, /Name is required/],
      [{ name: "X", kind: "receipt", file: pdf() }, 422, /kind must be one of allotment, agreement, other/],
      [{ name: "X", kind: "other", file: pdf(), uploadedBy: "1" }, 422, /Unknown field: uploadedBy/],
      [{ name: "X", kind: "other", file: pdf(), other: pdf() }, 422, /Unexpected file field: other/],
    ];
    for (const [fields, status, message] of cases) {
      const res = await upload(rahim1, fields);
      expect(res.status, JSON.stringify(Object.keys(fields))).toBe(status);
      expect((await a.json(res)).error.message).toMatch(message);
    }
    expect((await upload(999_999, { name: "X", kind: "other", file: pdf() })).status).toBe(404);
    expect((await upload("abc", { name: "X", kind: "other", file: pdf() })).status).toBe(404);
    expect(await a.t.db.select().from(bookingDocuments)).toEqual(rows);
    expect(await stored()).toEqual(files);
    expect(await a.t.db.select().from(activity)).toHaveLength(log.length);
  });

  it("answers only Projects staff: 401 without a session, 403 without the Projects menu", async () => {
    const [doc] = (await a.json(await a.call("GET", `/bookings/${rahim1}`))).documents;
    expect((await upload(rahim1, { name: "X", kind: "other", file: pdf() }, "Accountant")).status).toBe(403);
    expect((await staffGet(`/bookings/${rahim1}/documents/${doc.id}`, "Accountant")).status).toBe(403);
    expect((await a.call("DELETE", `/bookings/${rahim1}/documents/${doc.id}`, undefined, "Accountant")).status).toBe(403);
    expect((await a.t.request(`/api/bookings/${rahim1}/documents/${doc.id}`)).status).toBe(401);
    for (const who of ["Admin", "Super-Admin"]) expect((await staffGet(`/bookings/${rahim1}/documents/${doc.id}`, who)).status).toBe(200);
  });

  it("lets a buyer download their own booking's documents and nobody else's: every id crossing is 404", async () => {
    const mine = await a.json(await upload(rahim1, { name: "Agreement", kind: "agreement", file: pdf("agreement") }));
    const otherOfMine = (await a.json(await a.call("GET", `/bookings/${rahim2}`))).documents[0];
    const karims = await a.json(await upload(karim1, { name: "Karim's allotment", kind: "allotment", file: pdf("karim") }));
    const rahim = await signIn("rahim@example.com");
    const karim = await signIn("karim@example.com");

    const detail = await a.json(await buyerGet(`/bookings/${rahim1}`, rahim));
    expect(detail.documents.map((d: { name: string }) => d.name)).toEqual(["Allotment letter", "Agreement"]);
    expect(Object.keys(detail.documents[0]).sort()).toEqual(["contentType", "id", "kind", "name", "size", "uploadedAt"]);

    const own = await buyerGet(`/bookings/${rahim1}/documents/${mine.id}`, rahim);
    expect(own.status).toBe(200);
    expect(own.headers.get("content-disposition")).toMatch(/^attachment; filename="Agreement\.pdf"/);
    expect(own.headers.get("cache-control")).toBe("private, no-store");
    expect(own.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await own.text()).toBe(await pdf("agreement").text());
    expect((await buyerGet(`/bookings/${rahim2}/documents/${otherOfMine.id}`, rahim)).status).toBe(200);

    const crossings: [string, string][] = [
      [`/bookings/${rahim1}/documents/${otherOfMine.id}`, rahim], // a document of my other booking under this one's URL
      [`/bookings/${rahim2}/documents/${mine.id}`, rahim],
      [`/bookings/${karim1}/documents/${karims.id}`, rahim], // another buyer's booking and document
      [`/bookings/${rahim1}/documents/${karims.id}`, rahim], // another buyer's document under my booking
      [`/bookings/${karim1}/documents/${mine.id}`, rahim],
      [`/bookings/${rahim1}/documents/${mine.id}`, karim],
      [`/bookings/${rahim2}/documents/${otherOfMine.id}`, karim],
      [`/bookings/${karim1}/documents/${mine.id}`, karim],
      [`/bookings/999999/documents/${mine.id}`, rahim],
      [`/bookings/${rahim1}/documents/999999`, rahim],
      [`/bookings/x/documents/${mine.id}`, rahim],
      [`/bookings/${rahim1}/documents/x`, rahim],
    ];
    for (const [path, cookie] of crossings) {
      const res = await buyerGet(path, cookie);
      expect(res.status, path).toBe(404);
      expect((await a.json(res)).error.message).toBe("Document not found.");
    }
    expect((await buyerGet(`/bookings/${karim1}`, rahim)).status).toBe(404);
    expect((await buyerGet(`/bookings/${karim1}/documents/${karims.id}`, karim)).status).toBe(200);
    // Neither a staff session nor none is a buyer's.
    expect((await a.t.request(`/api/my/bookings/${rahim1}/documents/${mine.id}`, { headers: { Cookie: a.cookie.Manager! } })).status).toBe(401);
    expect((await a.t.request(`/api/my/bookings/${rahim1}/documents/${mine.id}`)).status).toBe(401);

    // Staff too: a document only under its own booking's URL.
    expect((await staffGet(`/bookings/${rahim2}/documents/${mine.id}`)).status).toBe(404);
    expect((await staffGet(`/bookings/${karim1}/documents/${mine.id}`)).status).toBe(404);
    expect((await staffGet(`/bookings/${rahim1}/documents/999999`)).status).toBe(404);
  });

  it("removes a document (logged), and the orphan sweep keeps every file a document names", async () => {
    const keep = await a.t.db.select().from(bookingDocuments);
    const swept = await sweepOrphans({ db: a.t.db, bucket: a.t.bucket, graceHours: 0, limit: 1000, now: new Date(Date.now() + 3_600_000) });
    expect(swept.deleted.filter((k) => keep.some((d) => d.key === k))).toEqual([]);

    const [doc] = (await a.json(await a.call("GET", `/bookings/${karim1}`))).documents;
    expect((await a.call("DELETE", `/bookings/${rahim1}/documents/${doc.id}`)).status).toBe(404);
    const res = await a.call("DELETE", `/bookings/${karim1}/documents/${doc.id}`);
    expect(res.status).toBe(200);
    expect(await a.json(res)).toEqual([]);
    expect((await a.json(await a.call("GET", `/bookings/${karim1}`))).documents).toEqual([]);
    expect((await staffGet(`/bookings/${karim1}/documents/${doc.id}`)).status).toBe(404);
    const log = await a.t.db.select().from(activity).where(eq(activity.resourceId, String(karim1)));
    expect(log.at(-1)!.label).toBe(`PRJ-B1 ${"2A"}: document "Karim's allotment" (allotment) removed`);
  });
});
