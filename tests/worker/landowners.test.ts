import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messageFiles, messages, outbox, uploads } from "../../worker/db/schema/index";
import type { Mailer } from "../../worker/lib/outbox";
import { referencedPaths } from "../../worker/storage/references";
import { isReferenced } from "../../worker/storage/sweep";
import { withSalesAddress } from "../helpers/mailer";
import { createTestApp, type TestApp } from "../helpers/app";
import { withAltcha } from "../helpers/proof";
import { FILES, form, signedIn } from "../helpers/auth";

type Mail = { from: string; to: string; subject: string; text: string };
const json = (res: Response) => res.json() as Promise<Record<string, any>>;

describe("landowners propose their land as a lead with private deed files (docs/product.md §7)", () => {
  let t: TestApp;
  const clock = new Date("2026-11-25T04:00:00.000Z");
  const sent: Mail[] = [];
  const mailer: Mailer = { send: async (m) => void sent.push(m) };
  let manager: { cookie: string };
  let accountant: { cookie: string };

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock, mailer, mailFrom: "alerts@uday.example" });
    manager = await signedIn(t, "Manager");
    accountant = await signedIn(t, "Accountant");
    await withSalesAddress(t);
  });
  afterAll(() => t.close());

  let ip = 0;
  const land = {
    kind: "landowner",
    name: "Karim Uddin",
    number: "01712345678",
    email: "",
    landArea: "Mirpur",
    landAddress: "Road 5, Section 10",
    landSize: "5",
    landUnit: "katha",
    roadWidthFt: "30",
    ownership: "joint",
    message: "Inherited from my father; three brothers share it.",
    fillMs: "8000",
  };
  // Each proposal proves its work (issue 43) unless the test gives its own `altcha`.
  const propose = async (fields: Record<string, string | File | File[]>, address = `203.0.113.${++ip}`) =>
    t.request("/api/messages", { method: "POST", headers: { "CF-Connecting-IP": address }, body: form(await withAltcha(t.request, fields, { "CF-Connecting-IP": address })) });
  const as = (cookie: string, path: string) => t.request(path, { headers: { Cookie: cookie } });
  const counts = async () => ({
    messages: (await t.db.select().from(messages)).length,
    files: (await t.db.select().from(messageFiles)).length,
    outbox: (await t.db.select().from(outbox)).length,
    objects: (await t.bucket.list()).objects.length,
  });

  it("stores a proposal as a landowner lead with its size in square feet, its files private, and e-mails the sales team", async () => {
    const res = await propose({ ...land, files: [FILES.pdf(), FILES.jpeg()] });
    expect(res.status).toBe(201);
    expect(await json(res)).toEqual({ message: "Message sent successfully!" });
    const [lead] = await t.db.select().from(messages).where(eq(messages.name, "Karim Uddin"));
    expect(lead).toMatchObject({
      kind: "landowner",
      status: "new",
      landArea: "Mirpur",
      landAddress: "Road 5, Section 10",
      landSize: 5,
      landUnit: "katha",
      landSizeSft: 3600,
      roadWidthFt: 30,
      ownership: "joint",
    });

    const detail = await json(await as(manager.cookie, `/api/messages/${lead!.id}`));
    expect(detail.files).toHaveLength(2);
    expect(detail.files.map((f: { contentType: string }) => f.contentType)).toEqual(["application/pdf", "image/jpeg"]);
    const [pdf, photo] = detail.files as { url: string; name: string }[];
    expect(pdf!.name).toBe("b.pdf");

    // Staff open it; nobody else does, and it is never kept by a cache.
    const opened = await as(manager.cookie, photo!.url);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("Content-Type")).toBe("image/jpeg");
    expect(opened.headers.get("Cache-Control")).toBe("private, no-store");
    expect(new Uint8Array(await opened.arrayBuffer())[0]).toBe(0xff);
    expect((await as(manager.cookie, pdf!.url)).headers.get("Content-Disposition")).toMatch(/^attachment/);
    expect((await t.request(photo!.url)).status).toBe(401);
    expect((await as(accountant.cookie, photo!.url)).status).toBe(403);
    // Under /im, where the public files are, it does not exist.
    const [row] = await t.db.select().from(messageFiles).where(eq(messageFiles.messageId, lead!.id));
    expect((await t.request(`/im/${row!.key}`)).status).toBe(404);
    // Kept from the sweep while the lead holds it.
    expect(isReferenced(await referencedPaths(t.db), row!.key)).toBe(true);
    expect((await t.db.select().from(uploads).where(eq(uploads.key, row!.key))).length).toBe(1);

    await expect.poll(() => sent.length, { timeout: 10_000 }).toBeGreaterThan(0);
    const alert = sent.find((m) => m.subject.startsWith("Land proposal from Karim Uddin"))!;
    expect(alert.to).toBe("sales@uday.example");
    expect(alert.text).toContain("Land: Mirpur, Road 5, Section 10");
    expect(alert.text).toContain("Size: 5 katha (3600 sft); road 30 ft");
    expect(alert.text).toContain("Ownership: joint / inherited");
  });

  it("converts decimals and square feet: 1 decimal is 435.6 sft", async () => {
    expect((await propose({ ...land, name: "Decimal Owner", landSize: "10", landUnit: "decimal", ownership: "single" })).status).toBe(201);
    expect((await propose({ ...land, name: "Sft Owner", landSize: "2880", landUnit: "sft" })).status).toBe(201);
    const [dec] = await t.db.select().from(messages).where(eq(messages.name, "Decimal Owner"));
    const [sft] = await t.db.select().from(messages).where(eq(messages.name, "Sft Owner"));
    expect(dec).toMatchObject({ landSizeSft: 4356, ownership: "single" });
    expect(sft).toMatchObject({ landSizeSft: 2880 });
  });

  it.each([
    ["a land size of 0", { landSize: "0" }, "landSize", 422],
    ["a land size that is not a number", { landSize: "five" }, "landSize", 422],
    ["an unknown unit", { landUnit: "bigha" }, "landUnit", 422],
    ["an area not on the list", { landArea: "Atlantis" }, "landArea", 422],
    ["no road width", { roadWidthFt: "" }, "roadWidthFt", 422],
    ["an unknown ownership", { ownership: "company" }, "ownership", 422],
    ["no message", { message: " " }, "message", 422],
    ["a bad phone", { number: "12" }, "number", 422],
    ["a file that is not an image or a PDF", { files: FILES.htmlAsJpeg() }, "files", 415],
    ["an SVG", { files: FILES.svg() }, "files", 415],
    ["six files", { files: [FILES.pdf(), FILES.pdf(), FILES.pdf(), FILES.pdf(), FILES.pdf(), FILES.jpeg()] }, "files", 422],
  ] as const)("refuses %s and writes nothing", async (_what, change, field, status) => {
    const before = await counts();
    const res = await propose({ ...land, ...change } as Record<string, string | File | File[]>);
    expect(res.status).toBe(status);
    expect(Object.keys((await json(res)).error.issues ?? {})).toContain(field);
    expect(await counts()).toEqual(before);
  });

  it("refuses a post sent sooner than a person can fill the form, saying so, and stores nothing", async () => {
    const before = await counts();
    const res = await propose({ ...land, fillMs: "400" });
    expect(res.status).toBe(422);
    expect((await json(res)).error.message).toBe("That was sent too quickly. Please check the form and send it again.");
    const quick = await t.request("/api/messages", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": "203.0.113.250" },
      body: JSON.stringify(await withAltcha(t.request, { name: "Quick", email: "q@example.com", number: "01712345678", message: "hi", fillMs: 900 }, { "CF-Connecting-IP": "203.0.113.250" })),
    });
    expect(quick.status).toBe(422);
    expect(await counts()).toEqual(before);
  });

  it("stores nothing from a filled honeypot but answers as sent", async () => {
    const before = await counts();
    const res = await propose({ ...land, website: "http://spam.example", files: FILES.pdf() });
    expect(res.status).toBe(201);
    expect(await counts()).toEqual(before);
  });
});

// Issue 41 part 9 and 10: a file's name follows its bytes; an address at its limit is refused before its upload is read.
describe("landowners' files: names from their bytes, uploads refused before they are read", () => {
  let t: TestApp;
  let manager: { cookie: string };
  beforeAll(async () => {
    t = await createTestApp({ now: () => new Date("2026-11-25T04:00:00.000Z") });
    manager = await signedIn(t, "Manager");
  });
  afterAll(() => t.close());

  const land = {
    kind: "landowner",
    name: "Rafiq Hasan",
    number: "01712345678",
    landArea: "Mirpur",
    landAddress: "Road 2",
    landSize: "3",
    landUnit: "katha",
    roadWidthFt: "20",
    ownership: "single",
    message: "Please call.",
    fillMs: "8000",
  };
  const propose = async (fields: Record<string, string | File | File[]>, address: string) =>
    t.request("/api/messages", { method: "POST", headers: { "CF-Connecting-IP": address }, body: form(await withAltcha(t.request, fields, { "CF-Connecting-IP": address })) });
  const as = (path: string) => t.request(path, { headers: { Cookie: manager.cookie } });
  const named = (file: File, name: string) => new File([file], name, { type: file.type });

  it("names a file by the type its bytes show, keeping the visitor's base name made safe", async () => {
    const files = [named(FILES.pdf(), "Deed-scan.hta"), named(FILES.jpeg(), "photo.pdf.exe"), named(FILES.pdf(), "দলিল.pdf"), named(FILES.pdf(), ".hta")];
    expect((await propose({ ...land, name: "Named Files", files }, "198.51.100.1")).status).toBe(201);
    const [lead] = await t.db.select().from(messages).where(eq(messages.name, "Named Files"));
    const detail = await json(await as(`/api/messages/${lead!.id}`));
    expect(detail.files.map((f: { name: string }) => f.name)).toEqual(["Deed-scan.pdf", "photo_pdf.jpg", "দলিল.pdf", "file.pdf"]);
    const rows = await t.db.select().from(messageFiles).where(eq(messageFiles.messageId, lead!.id));
    expect(rows.map((r) => r.name)).toEqual(["Deed-scan.pdf", "photo_pdf.jpg", "দলিল.pdf", "file.pdf"]);

    const deed = await as(detail.files[0].url);
    expect(deed.headers.get("Content-Disposition")).toBe(`attachment; filename="Deed-scan.pdf"; filename*=UTF-8''Deed-scan.pdf`);
    const photo = await as(detail.files[1].url);
    expect(photo.headers.get("Content-Disposition")).toBe(`inline; filename="photo_pdf.jpg"; filename*=UTF-8''photo_pdf.jpg`);
    const bengali = await as(detail.files[2].url);
    expect(bengali.headers.get("Content-Disposition")).toBe(`attachment; filename="____.pdf"; filename*=UTF-8''${encodeURIComponent("দলিল")}.pdf`);

    // A row stored before this rule, with the visitor's extension, is named by its bytes on the way out.
    await t.db.update(messageFiles).set({ name: "Old-deed.hta" }).where(eq(messageFiles.id, rows[0]!.id));
    expect((await json(await as(`/api/messages/${lead!.id}`))).files[0].name).toBe("Old-deed.pdf");
    expect((await as(detail.files[0].url)).headers.get("Content-Disposition")).toMatch(/^attachment; filename="Old-deed\.pdf"/);
  });

  it("answers 429 to an address at its limit without reading its upload", async () => {
    const address = "198.51.100.2";
    for (let i = 0; i < 12; i++) expect((await propose({ ...land, name: `Owner ${i}` }, address)).status).toBe(201);
    // A 60 MB multipart body, made only as it is read.
    const boundary = "----limit";
    const head = new TextEncoder().encode(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`);
    const chunk = new Uint8Array(1 << 20);
    let read = 0;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (read >= 60 << 20) return controller.close();
          const next = read === 0 ? head : chunk;
          read += next.byteLength;
          controller.enqueue(next);
        },
      },
      { highWaterMark: 0 },
    );
    const res = await t.request("/api/messages", {
      method: "POST",
      headers: { "CF-Connecting-IP": address, "Content-Type": `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(429);
    expect((await json(res)).error.message).toBe("Too many messages from your connection in one minute. Please wait a minute and try again, or call us.");
    expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(read).toBe(0);
    // Another address is not held back.
    expect((await propose({ ...land, name: "Other Owner" }, "198.51.100.3")).status).toBe(201);
  });
});
