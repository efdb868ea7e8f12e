import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectDetails, projects } from "../../worker/db/schema/index";
import { createTestApp, type TestApp } from "../helpers/app";
import { FILES, form, signedIn } from "../helpers/auth";

const json = (res: Response): Promise<any> => res.json();
type Fields = Record<string, string | File | File[]>;
const validDetails = (foreignKey: string): Fields => ({
  foreignKey,
  description: "First paragraph\n\n Second paragraph ",
  address: "House 7, Road 12, Uttara",
  landarea: "5 katha",
  facing: "South",
  road: "30 ft",
  unitPerFloor: "2",
  apartmentSize: "1450 sft",
  storied: "G+9",
  lift: "1",
  parking: "Yes",
  commonFeatures: JSON.stringify(["Generator", "CCTV"]),
  apartemntContains: "3 beds\n3 baths",
  youtubeEmbededLink: "https://www.youtube.com/embed/abcdefghijk\n\n",
  number: "01711-000000",
  map: "https://www.google.com/maps/embed?pb=!1m18!1m12",
  headerImage: [FILES.png(), FILES.jpeg()],
  floorPlan: FILES.png(),
  historyImage: FILES.jpeg(),
  brochure: FILES.pdf(),
});

describe("project details", () => {
  let t: TestApp;
  let manager: string;
  let approved: string;
  let pending: string;
  beforeAll(async () => {
    t = await createTestApp();
    manager = (await signedIn(t, "Manager")).cookie;
    const rows = await t.db
      .insert(projects)
      .values([
        { uniId: "PRJ-APPROVED", name: "Nilachol", status: "Approved", category: "Ready Apartment", location: "Uttara" },
        { uniId: "PRJ-PENDING", name: "Hidden", status: "pending", category: "Under Construction", location: "Mirpur" },
      ])
      .returning();
    [approved, pending] = rows.map((r) => r.uniId) as [string, string];
  });
  afterAll(() => t.close());

  const send = (method: string, path: string, fields: Fields, cookie = manager) =>
    t.request(path, { method, headers: { Cookie: cookie }, body: form(fields) });

  it("creates details with lists parsed, both spellings of apartmentContains and files stored", async () => {
    const res = await send("POST", "/api/project-details", validDetails(approved));
    expect(res.status).toBe(201);
    const body = await json(res);
    expect(body).toMatchObject({
      foreignKey: approved,
      description: ["First paragraph", "Second paragraph"],
      commonFeatures: ["Generator", "CCTV"],
      apartmentContains: ["3 beds", "3 baths"],
      youtubeEmbededLink: ["https://www.youtube.com/embed/abcdefghijk"],
      number: "+8801711000000",
    });
    expect(body.uniId).toMatch(/^PDT-/);
    expect(body.headerImage).toHaveLength(2);
    expect(body.brochure[0]).toMatch(/^\/im\/projectImages\/[0-9a-f]{32}\.pdf$/);
    expect((await t.request(body.floorPlan[0])).headers.get("content-type")).toBe("image/png");
  });

  it("answers 409 when the project already has details", async () => {
    const res = await send("POST", "/api/project-details", validDetails(approved));
    expect(res.status).toBe(409);
    expect(await t.db.select().from(projectDetails)).toHaveLength(1);
  });

  it("lists every missing field with the spec's labels", async () => {
    const res = await send("POST", "/api/project-details", { foreignKey: pending, address: "" });
    expect(res.status).toBe(422);
    const { issues } = (await json(res)).error;
    expect(issues).toMatchObject({
      description: ["Description is required"],
      address: ["Address is required"],
      landarea: ["Land Area is required"],
      unitPerFloor: ["Unit Per Floor is required"],
      commonFeatures: ["Common Features is required"],
      apartmentContains: ["Apartment Contains is required"],
      number: ["Number is required"],
      map: ["Map is required"],
    });
    const { headerImage: _h, floorPlan: _f, historyImage: _hi, brochure: _b, ...textOnly } = validDetails(pending);
    const noFiles = await send("POST", "/api/project-details", textOnly);
    expect((await json(noFiles)).error.issues).toEqual({
      headerImage: ["Header Image is required"],
      floorPlan: ["Floor Plan is required"],
      historyImage: ["History Image is required"],
      brochure: ["Brochure is required"],
    });
  });

  it("reads the project with its details by project id or details id, publicly when approved", async () => {
    const byProject = await t.request(`/api/projects/${approved}/details`);
    expect(byProject.status).toBe(200);
    expect(byProject.headers.get("cache-control")).toContain("public");
    const body = await json(byProject);
    expect(body).toMatchObject({ uniId: approved, name: "Nilachol", details: { foreignKey: approved } });
    const byDetails = await json(await t.request(`/api/projects/${body.details.uniId}/details`));
    expect(byDetails).toEqual(body);
  });

  it("hides an unapproved project from visitors but shows it, details null, to staff", async () => {
    expect((await t.request(`/api/projects/${pending}/details`)).status).toBe(404);
    const staff = await t.request(`/api/projects/${pending}/details`, { headers: { Cookie: manager } });
    expect(staff.status).toBe(200);
    expect(staff.headers.get("cache-control")).toContain("no-store");
    expect(await json(staff)).toMatchObject({ uniId: pending, details: null });
  });

  it("patches by project id: absent fields stay, new files replace their list, empty text clears", async () => {
    const before = (await t.db.select().from(projectDetails))[0]!;
    const res = await send("PATCH", `/api/project-details/${approved}`, {
      foreignKey: approved,
      facing: "North",
      parking: "",
      commonFeatures: '["Gym"]',
      headerImage: FILES.jpeg(),
    });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({ facing: "North", parking: "", commonFeatures: ["Gym"], address: before.address });
    expect(body.headerImage).toEqual([before.headerImage[1]]);
    expect(body.floorPlan).toEqual(before.floorPlan);
    expect(body.description).toEqual(before.description);
  });

  it("deletes by details id, and a project's deletion removes its details", async () => {
    const [row] = await t.db.select().from(projectDetails);
    const res = await t.request(`/api/project-details/${row!.uniId}`, { method: "DELETE", headers: { Cookie: manager } });
    expect(await json(res)).toEqual({ deleted: row!.uniId });
    expect((await t.request(`/api/project-details/${row!.uniId}`, { method: "DELETE", headers: { Cookie: manager } })).status).toBe(404);

    expect((await send("POST", "/api/project-details", validDetails(approved))).status).toBe(201);
    await t.request(`/api/projects/${approved}`, { method: "DELETE", headers: { Cookie: manager } });
    expect(await t.db.select().from(projectDetails).where(eq(projectDetails.foreignKey, approved))).toEqual([]);
  });
});
