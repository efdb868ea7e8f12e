import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectDetails, projects } from "../../worker/db/schema/index";
import { createTestApp, type TestApp } from "../helpers/app";
import { FILES, form, signedIn } from "../helpers/auth";

const json = (res: Response): Promise<any> => res.json();
type Fields = Record<string, string | File | File[]>;
const validDetails = (foreignKey: string): Fields => ({
  foreignKey, description: "About", address: "Uttara", landarea: "5 katha", facing: "South", road: "30 ft",
  unitPerFloor: "2", apartmentSize: "1450 sft", storied: "G+9", lift: "1", parking: "Yes", commonFeatures: "CCTV",
  apartmentContains: "3 beds", number: "01811000000", map: "https://www.google.com/maps/embed?pb=1",
  headerImage: FILES.png(), floorPlan: FILES.png(), historyImage: FILES.jpeg(), brochure: FILES.pdf(),
});

describe("project details: hostile input changes nothing", () => {
  let t: TestApp;
  let manager: string;
  beforeAll(async () => {
    t = await createTestApp();
    manager = (await signedIn(t, "Manager")).cookie;
    await t.db.insert(projects).values([
      { uniId: "PRJ-ONE", name: "One", status: "approved", category: "Ready Apartment", location: "Uttara" },
      { uniId: "PRJ-TWO", name: "Two", status: "approved", category: "Ready Apartment", location: "Banani" },
    ]);
    const res = await t.request("/api/project-details", { method: "POST", headers: { Cookie: manager }, body: form(validDetails("PRJ-ONE")) });
    expect(res.status).toBe(201);
  });
  afterAll(() => t.close());

  const snapshot = () => t.db.select().from(projectDetails);
  const send = (method: string, path: string, body: BodyInit, headers: Record<string, string> = {}) =>
    t.request(path, { method, headers: { Cookie: manager, ...headers }, body });

  const cases: Array<[string, () => Response | Promise<Response>, number]> = [
    ["unknown fields id and uniId on create", () => send("POST", "/api/project-details", form({ ...validDetails("PRJ-TWO"), id: "1", uniId: "PDT-MINE" })), 422],
    ["a project that does not exist", () => send("POST", "/api/project-details", form(validDetails("PRJ-NOPE"))), 422],
    ["an SQL-ish foreignKey", () => send("POST", "/api/project-details", form(validDetails("x' OR '1'='1"))), 422],
    ["a javascript: YouTube link", () => send("POST", "/api/project-details", form({ ...validDetails("PRJ-TWO"), youtubeEmbededLink: "javascript:alert(1)" })), 422],
    ["a YouTube watch page instead of an embed", () => send("PATCH", "/api/project-details/PRJ-ONE", form({ youtubeEmbededLink: '["https://www.youtube.com/watch?v=abcdefghijk"]' })), 422],
    ["a map that is not a Google Maps embed", () => send("PATCH", "/api/project-details/PRJ-ONE", form({ map: "https://evil.example/maps/embed?x" })), 422],
    ["a map with markup", () => send("PATCH", "/api/project-details/PRJ-ONE", form({ map: 'https://www.google.com/maps/embed?"><script>' })), 422],
    ["a phone the phone rule does not read", () => send("PATCH", "/api/project-details/PRJ-ONE", form({ number: "555 0100" })), 422],
    ["an over-long address", () => send("PATCH", "/api/project-details/PRJ-ONE", form({ address: "x".repeat(501) })), 422],
    ["a huge list", () => send("PATCH", "/api/project-details/PRJ-ONE", form({ commonFeatures: JSON.stringify(Array.from({ length: 101 }, (_, i) => `f${i}`)) })), 422],
    ["moving details to another project", () => send("PATCH", "/api/project-details/PRJ-ONE", form({ foreignKey: "PRJ-TWO" })), 422],
    ["mass-assigning uniId and createdAt", () => send("PATCH", "/api/project-details/PRJ-ONE", form({ uniId: "PDT-X", createdAt: "2000-01-01" })), 422],
    ["a JSON body where multipart is expected", () => send("PATCH", "/api/project-details/PRJ-ONE", JSON.stringify({ facing: "East" }), { "Content-Type": "application/json" }), 415],
    ["an SQL-ish id in the path", () => send("PATCH", `/api/project-details/${encodeURIComponent("' OR 1=1 --")}`, form({ facing: "East" })), 404],
    ["deleting an id that does not exist", () => t.request("/api/project-details/PDT-NOPE", { method: "DELETE", headers: { Cookie: manager } }), 404],
    ["a cross-site origin", () => send("PATCH", "/api/project-details/PRJ-ONE", form({ facing: "East" }), { Origin: "https://evil.example" }), 403],
  ];
  for (const [what, run, status] of cases) {
    it(`answers ${status} to ${what}`, async () => {
      const before = await snapshot();
      const res = await run();
      expect(res.status).toBe(status);
      expect((await json(res)).error.message).toBeTruthy();
      expect(await snapshot()).toEqual(before);
    });
  }

  it("reads a details id that does not exist as 404, without leaking anything", async () => {
    const res = await t.request("/api/projects/PDT-NOPE/details");
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ error: { message: "Project not found." } });
  });
});
