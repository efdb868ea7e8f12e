import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectDetails, projects, uploads } from "../../worker/db/schema/index";
import { createTestApp, type TestApp } from "../helpers/app";
import { FILES, form, signedIn } from "../helpers/auth";

const json = (res: Response): Promise<any> => res.json();
type Fields = Record<string, string | File | File[]>;
const validDetails = (foreignKey: string): Fields => ({
  foreignKey, description: "About", address: "Uttara", landarea: "5 katha", facing: "South", road: "30 ft",
  unitPerFloor: "2", apartmentSize: "1450 sft", storied: "G+9", lift: "1", parking: "Yes", commonFeatures: "CCTV",
  apartmentContains: "3 beds", number: "+8801711000000", map: "https://www.google.com/maps/embed?pb=1",
  headerImage: FILES.png(), floorPlan: FILES.png(), historyImage: FILES.jpeg(), brochure: FILES.pdf(),
});
/** A PNG no other test uploads, so "nothing stored" cannot hide behind a shared content key. */
const freshPng = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...crypto.getRandomValues(new Uint8Array(16))])], "f.png");
const ROLES = [
  ["anonymous", 401],
  ["Manager", 0],
  ["Admin", 0],
  ["Super-Admin", 0],
  ["Accountant", 403],
] as const;

describe("project details: who may do what, and which files are accepted", () => {
  let t: TestApp;
  const cookies: Record<string, string> = {};
  let fixture: string;
  let n = 0;
  const newProject = async (status = "approved") => {
    const uniId = `PRJ-T${++n}`;
    await t.db.insert(projects).values({ uniId, name: `P${n}`, status, category: "Ready Apartment", location: "Uttara" });
    return uniId;
  };
  const send = (method: string, path: string, cookie: string, fields: Fields) =>
    t.request(path, { method, headers: cookie ? { Cookie: cookie } : {}, body: form(fields) });
  const storedCount = async () => [(await t.bucket.list()).objects.length, (await t.db.select().from(uploads)).length];

  beforeAll(async () => {
    t = await createTestApp();
    for (const [role] of ROLES) cookies[role] = role === "anonymous" ? "" : (await signedIn(t, role)).cookie;
    fixture = await newProject();
    expect((await send("POST", "/api/project-details", cookies.Manager!, validDetails(fixture))).status).toBe(201);
  });
  afterAll(() => t.close());

  for (const [role, denied] of ROLES) {
    it(`${role}: ${denied ? `${denied} on every change` : "creates, edits and deletes"}`, async () => {
      const cookie = cookies[role]!;
      const own = await newProject();
      const created = await send("POST", "/api/project-details", cookie, validDetails(own));
      expect(created.status).toBe(denied || 201);
      const target = denied ? fixture : own;
      const before = await t.db.select().from(projectDetails).where(eq(projectDetails.foreignKey, target));
      const patched = await send("PATCH", `/api/project-details/${target}`, cookie, { facing: "East" });
      expect(patched.status).toBe(denied || 200);
      if (denied) expect(await t.db.select().from(projectDetails).where(eq(projectDetails.foreignKey, target))).toEqual(before);
      const deleted = await t.request(`/api/project-details/${target}`, { method: "DELETE", headers: cookie ? { Cookie: cookie } : {} });
      expect(deleted.status).toBe(denied || 200);
      expect(await t.db.select().from(projectDetails).where(eq(projectDetails.foreignKey, target))).toHaveLength(denied ? 1 : 0);
    });

    it(`${role}: ${denied ? "cannot see" : "sees"} an unapproved project's details`, async () => {
      const hidden = await newProject("checking");
      const res = await t.request(`/api/projects/${hidden}/details`, { headers: cookies[role] ? { Cookie: cookies[role] } : {} });
      expect(res.status).toBe(denied ? 404 : 200);
    });
  }

  const bad: Array<[string, Fields]> = [
    ["wrong magic bytes", { headerImage: new File([new Uint8Array(32).fill(7)], "x.png", { type: "image/png" }) }],
    ["an SVG", { floorPlan: FILES.svg() }],
    ["HTML named .jpg", { historyImage: FILES.htmlAsJpeg() }],
    ["a zero-byte file", { headerImage: FILES.empty() }],
    ["an image as the brochure", { brochure: FILES.png() }],
    ["a PDF as an image", { floorPlan: FILES.pdf() }],
  ];
  for (const [what, files] of bad) {
    it(`refuses ${what} and stores nothing`, async () => {
      const before = await storedCount();
      const project = await newProject();
      const res = await send("POST", "/api/project-details", cookies.Manager!, {
        ...validDetails(project),
        headerImage: freshPng(),
        floorPlan: freshPng(),
        historyImage: freshPng(),
        ...files,
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(await t.db.select().from(projectDetails).where(eq(projectDetails.foreignKey, project))).toEqual([]);
      const patch = await send("PATCH", `/api/project-details/${fixture}`, cookies.Manager!, { headerImage: freshPng(), ...files });
      expect(patch.status).toBeGreaterThanOrEqual(400);
      expect(await storedCount()).toEqual(before);
    });
  }

  it("refuses files in a field that takes none, and more than 20 files in one field", async () => {
    const res = await send("PATCH", `/api/project-details/${fixture}`, cookies.Manager!, { mainImage: FILES.png() });
    expect(res.status).toBe(422);
    const many = await send("PATCH", `/api/project-details/${fixture}`, cookies.Manager!, {
      floorPlan: Array.from({ length: 21 }, () => FILES.png()),
    });
    expect(many.status).toBe(422);
    expect((await json(many)).error.issues).toEqual({ floorPlan: ["At most 20 files"] });
  });
});
