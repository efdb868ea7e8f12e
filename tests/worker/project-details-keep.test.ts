import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects } from "../../worker/db/schema/index";
import { createTestApp, type TestApp } from "../helpers/app";
import { FILES, form, signedIn } from "../helpers/auth";

type Fields = Record<string, string | File | File[]>;
type Details = { uniId: string; headerImage: string[]; floorPlan: string[]; historyImage: string[]; brochure: string[] };

/** PATCH /project-details/{id} with `keep`: remove one stored file without re-sending the others (docs/decisions.md). */
describe("project details: keeping some stored files", () => {
  let t: TestApp;
  let manager: string;
  let details: Details;
  const send = async (method: string, path: string, fields: Fields) => {
    const res = await t.request(path, { method, headers: { Cookie: manager }, body: form(fields) });
    return { status: res.status, body: (await res.json()) as Details & { error?: { message: string; issues?: Record<string, string[]> } } };
  };

  beforeAll(async () => {
    t = await createTestApp();
    manager = (await signedIn(t, "Manager")).cookie;
    await t.db.insert(projects).values({ uniId: "PRJ-KEEP", name: "Keep", status: "pending", category: "Ready Apartment", location: "Uttara" });
    const created = await send("POST", "/api/project-details", {
      foreignKey: "PRJ-KEEP",
      description: "Text",
      address: "A",
      landarea: "L",
      facing: "F",
      road: "R",
      unitPerFloor: "2",
      apartmentSize: "S",
      storied: "G+9",
      lift: "1",
      parking: "Yes",
      commonFeatures: "Generator",
      apartmentContains: "3 beds",
      number: "01711000000",
      map: "https://www.google.com/maps/embed?pb=x",
      headerImage: [FILES.png(), FILES.jpeg(), FILES.png()],
      floorPlan: FILES.png(),
      historyImage: FILES.jpeg(),
      brochure: FILES.pdf(),
    });
    expect(created.status).toBe(201);
    details = created.body;
  });
  afterAll(() => t.close());

  it("keeps the named stored files, in order, then appends the new ones; unnamed fields stay", async () => {
    const [first, , third] = details.headerImage;
    const res = await send("PATCH", `/api/project-details/${details.uniId}`, {
      keep: JSON.stringify({ headerImage: [third, first, "/im/projectImages/not-ours.png"] }),
      headerImage: FILES.jpeg(),
    });
    expect(res.status).toBe(200);
    expect(res.body.headerImage).toHaveLength(3);
    expect(res.body.headerImage.slice(0, 2)).toEqual([first, third]);
    expect(res.body.headerImage[2]).toMatch(/^\/im\/projectImages\/.+\.jpg$/);
    expect(res.body.floorPlan).toEqual(details.floorPlan);
    details = res.body;
  });

  it("empties a field whose keep list is empty and that receives no file", async () => {
    const res = await send("PATCH", `/api/project-details/${details.uniId}`, { keep: JSON.stringify({ historyImage: [] }) });
    expect(res.status).toBe(200);
    expect(res.body.historyImage).toEqual([]);
    expect(res.body.headerImage).toEqual(details.headerImage);
  });

  it("still replaces a field's files when keep does not name it", async () => {
    const res = await send("PATCH", `/api/project-details/${details.uniId}`, { keep: "{}", floorPlan: FILES.jpeg() });
    expect(res.status).toBe(200);
    expect(res.body.floorPlan).toHaveLength(1);
    expect(res.body.floorPlan).not.toEqual(details.floorPlan);
  });

  it.each([
    ["not JSON", "{"],
    ["an unknown field", JSON.stringify({ mainImage: [] })],
    ["a list that is not of paths", JSON.stringify({ headerImage: "x" })],
  ])("answers 422 to a keep that is %s", async (_, keep) => {
    const res = await send("PATCH", `/api/project-details/${details.uniId}`, { keep });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.error?.issues ?? {}).every((k) => k.startsWith("keep"))).toBe(true);
    expect(res.body.error?.issues).not.toEqual({});
  });

  it("counts kept and new files against the 20-file limit", async () => {
    const keep = JSON.stringify({ headerImage: Array.from({ length: 20 }, (_, i) => `/im/projectImages/${i}.png`) });
    const res = await send("PATCH", `/api/project-details/${details.uniId}`, { keep, headerImage: FILES.png() });
    expect(res.status).toBe(422);
    expect(res.body.error?.issues?.headerImage).toEqual(["At most 20 files"]);
  });
});
