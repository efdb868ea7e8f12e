import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHONE_MESSAGE } from "../../worker/contract/phone";
import { about, contactInformation } from "../../worker/db/schema/index";
import { createTestApp, type TestApp } from "../helpers/app";
import { FILES, form, signedIn } from "../helpers/auth";

const json = (res: Response): Promise<any> => res.json();
type Fields = Record<string, string | File | File[]>;

/** Settings > Company (docs/product.md §6): PATCH /contactInformation and PATCH /about, Admin and Super-Admin only. */
describe("the company's contact information and About record, edited by staff", () => {
  let t: TestApp;
  const cookie: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const d of ["Manager", "Admin", "Super-Admin"]) cookie[d] = (await signedIn(t, d)).cookie;
  });
  afterAll(() => t.close());

  const send = (path: string, fields: Fields, who = "Admin") =>
    t.request(path, { method: "PATCH", headers: who ? { Cookie: cookie[who]! } : {}, body: form(fields) });

  it("creates the record on an empty database, storing phones in E.164, and visitors read it", async () => {
    const res = await send("/api/contactInformation", {
      phone: "01711-111111",
      phones: "02-9881234\n+1 415 555 0100\n8801711111112",
      email: "hello@uday.example",
      socialHandle: "@uday",
      address: "House 1, Road 2, Uttara",
      mapEmbed: "https://www.google.com/maps/embed?pb=abc",
      facebook: "https://facebook.com/uday",
      instagram: "",
      youtube: "",
      whatsapp: "01711 111111",
      businesses: JSON.stringify(["UDAY Properties", "UDAY Interiors"]),
      image: FILES.png(),
    });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({
      phone: "+8801711111111",
      phones: ["+88029881234", "+14155550100", "+8801711111112"],
      whatsapp: "+8801711111111",
      businesses: ["UDAY Properties", "UDAY Interiors"],
      address: "House 1, Road 2, Uttara",
    });
    expect(body.image).toMatch(/^\/im\/images\/[0-9a-f]{32}\.png$/);
    const [row] = await t.db.select().from(contactInformation);
    expect(row!.phones).toEqual(body.phones);
    expect(await json(await t.request("/api/contactInformation"))).toEqual(body);
  });

  it("changes only the fields sent, and a Super-Admin may edit too", async () => {
    const before = await json(await t.request("/api/contactInformation"));
    const res = await send("/api/contactInformation", { address: "House 9, Gulshan 2" }, "Super-Admin");
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ ...before, address: "House 9, Gulshan 2", updatedAt: expect.any(String) });
  });

  it("refuses a malformed number with the one phone message, and a non-https social link, changing nothing", async () => {
    const before = await t.db.select().from(contactInformation);
    const bad = await send("/api/contactInformation", { phone: "12345" });
    expect(bad.status).toBe(422);
    expect((await json(bad)).error.issues).toEqual({ phone: [PHONE_MESSAGE] });
    const badList = await send("/api/contactInformation", { phones: "01711111111\n555" });
    expect(badList.status).toBe(422);
    expect((await json(badList)).error.message).toBe(`${PHONE_MESSAGE} ("555")`);
    expect((await send("/api/contactInformation", { facebook: "javascript:alert(1)" })).status).toBe(422);
    expect((await send("/api/contactInformation", { mapEmbed: "https://evil.example/x" })).status).toBe(422);
    expect((await send("/api/contactInformation", { id: "7" })).status).toBe(422);
    expect(await t.db.select().from(contactInformation)).toEqual(before);
  });

  it("answers 401 to visitors and 403 to a Manager, for both records", async () => {
    for (const path of ["/api/contactInformation", "/api/about"]) {
      expect((await send(path, {}, "")).status).toBe(401);
      expect((await send(path, {}, "Manager")).status).toBe(403);
    }
  });

  it("edits the About record: text, lists as JSON, and each item's picture from its own file field", async () => {
    await t.db.insert(about).values({
      headerImage: "/im/images/header.png",
      name: "UDAY",
      title: "Old title",
      description: ["Old"],
      target: [{ title: "Mission", image: "/im/images/m.png", description: ["A"] }],
      management: { members: [{ name: "A", designation: "Chairman", speech: "Hi", image: "/im/images/a.png" }], description: [] },
      ourTeam: [{ image: "/im/images/t0.png", description: "Site" }],
    });
    const res = await send("/api/about", {
      title: "New title",
      description: "First paragraph\n\nSecond paragraph",
      target: JSON.stringify([
        { title: "Mission", image: "/im/images/m.png", description: ["On time"] },
        { title: "Vision", image: "", description: "Homes for all" },
      ]),
      management: JSON.stringify({ members: [{ name: "B", designation: "MD", speech: "Welcome", image: "/im/images/a.png" }], description: ["Board"] }),
      ourTeam: JSON.stringify([{ image: "/im/images/t0.png", description: "Site" }, { image: "", description: "Design" }]),
      targetImage1: FILES.jpeg(),
      teamImage1: FILES.png(),
      headerImage: FILES.png(),
    });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.title).toBe("New title");
    expect(body.description).toEqual(["First paragraph", "Second paragraph"]);
    expect(body.target[0]).toEqual({ title: "Mission", image: "/im/images/m.png", description: ["On time"] });
    expect(body.target[1].image).toMatch(/^\/im\/images\/[0-9a-f]{32}\.jpg$/);
    expect(body.target[1].description).toEqual(["Homes for all"]);
    expect(body.management.members[0]).toEqual({ name: "B", designation: "MD", speech: "Welcome", image: "/im/images/a.png" });
    expect(body.ourTeam[1].image).toMatch(/^\/im\/images\/[0-9a-f]{32}\.png$/);
    expect(body.headerImage).not.toBe("/im/images/header.png");
    expect(await json(await t.request("/api/about"))).toEqual(body);
  });

  it("refuses About lists that are not JSON, pictures that are not stored paths or images, and a missing name", async () => {
    const before = await t.db.select().from(about);
    expect((await send("/api/about", { target: "{not json" })).status).toBe(422);
    expect((await send("/api/about", { ourTeam: JSON.stringify([{ image: "https://evil.example/x.png", description: "" }]) })).status).toBe(422);
    expect((await send("/api/about", { management: JSON.stringify({ members: [{ name: "", designation: "MD" }], description: [] }) })).status).toBe(422);
    expect((await send("/api/about", { teamImage0: FILES.pdf() })).status).toBe(415); // not an image
    expect(await t.db.select().from(about)).toEqual(before);
  });
});
