import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app";
import { FILES, form, signedIn } from "../helpers/auth";

const json = (res: Response): Promise<any> => res.json();
type Fields = Record<string, string | File | File[]>;
const issues = async (res: Response) => {
  expect(res.status).toBe(422);
  return (await json(res)).error.issues as Record<string, string[]>;
};

/** docs/product.md §3: every staff-written text has an optional Bengali twin `{field}Bn`. */
describe("Bengali twins of staff-written texts", () => {
  let t: TestApp;
  const cookie: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const d of ["Manager", "Admin"]) cookie[d] = (await signedIn(t, d)).cookie;
  });
  afterAll(() => t.close());

  const send = (method: string, path: string, fields: Fields, who = "Manager") =>
    t.request(`/api${path}`, { method, headers: { Cookie: cookie[who]! }, body: form(fields) });
  const project = (extra: Fields = {}) =>
    send("POST", "/projects/add", { name: "Uday Nilachol", status: "approved", category: "Ready Apartment", location: "Uttara", ...extra });

  it("saves a project's twins, returns them to staff and visitors, and clears one sent empty", async () => {
    const created = await json(await project({ nameBn: " উদয় নীলাচল ", titleBn: "লেকের ধারে", locationBn: "উত্তরা" }));
    expect(created).toMatchObject({ name: "Uday Nilachol", nameBn: "উদয় নীলাচল", titleBn: "লেকের ধারে", locationBn: "উত্তরা" });
    const pub = (await json(await t.request("/api/projects"))) as Array<Record<string, unknown>>;
    expect(pub.find((p) => p.uniId === created.uniId)).toMatchObject({ nameBn: "উদয় নীলাচল", locationBn: "উত্তরা" });

    const edited = await json(await send("PATCH", `/projects/${created.uniId}`, { titleBn: "", name: "Uday Nilachol II" }));
    expect(edited).toMatchObject({ name: "Uday Nilachol II", nameBn: "উদয় নীলাচল", titleBn: "", locationBn: "উত্তরা" });
  });

  it("answers a client that sends no twin as before, with empty twins beside the English fields", async () => {
    const res = await project({ title: "By the lake" });
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({ name: "Uday Nilachol", title: "By the lake", location: "Uttara", nameBn: "", titleBn: "", locationBn: "" });
  });

  it("rejects a twin longer than its English field may be, and keeps the English field the required one", async () => {
    expect(await issues(await project({ nameBn: "ন".repeat(201) }))).toEqual({ nameBn: ["Must be at most 200 characters"] });
    expect(await issues(await send("POST", "/projects/add", { nameBn: "উদয়", status: "approved", category: "Ready Apartment", location: "Uttara" }))).toEqual({
      name: ["Name is required"],
    });
  });

  it("keeps the list rules for project details' list twins and clears a list sent empty", async () => {
    const { uniId } = await json(await project());
    const details = {
      foreignKey: uniId,
      description: "Para",
      address: "Road 1",
      landarea: "5 katha",
      facing: "South",
      road: "30 ft",
      unitPerFloor: "2",
      apartmentSize: "1450 sft",
      storied: "G+9",
      lift: "1",
      parking: "Yes",
      commonFeatures: "Generator",
      apartmentContains: "3 beds",
      number: "01711-000000",
      map: "https://www.google.com/maps/embed?pb=!1m18",
      headerImage: FILES.png(),
      floorPlan: FILES.png(),
      historyImage: FILES.png(),
      brochure: FILES.pdf(),
    };
    const bad = await send("POST", "/project-details", { ...details, commonFeaturesBn: JSON.stringify(["ক".repeat(501)]) });
    expect(await issues(bad)).toEqual({ "commonFeaturesBn.0": ["Each item must be at most 500 characters"] });

    const res = await send("POST", "/project-details", {
      ...details,
      descriptionBn: "প্রথম অনুচ্ছেদ\n\nদ্বিতীয় অনুচ্ছেদ",
      addressBn: "রোড ১, উত্তরা",
      facingBn: "দক্ষিণমুখী",
      commonFeaturesBn: JSON.stringify(["জেনারেটর", "সিসিটিভি"]),
      apartmentContainsBn: "৩টি শোবার ঘর",
    });
    expect(res.status).toBe(201);
    const created = await json(res);
    expect(created).toMatchObject({
      description: ["Para"],
      descriptionBn: ["প্রথম অনুচ্ছেদ", "দ্বিতীয় অনুচ্ছেদ"],
      addressBn: "রোড ১, উত্তরা",
      facingBn: "দক্ষিণমুখী",
      roadBn: "",
      commonFeaturesBn: ["জেনারেটর", "সিসিটিভি"],
      apartmentContainsBn: ["৩টি শোবার ঘর"],
    });
    const edited = await json(await send("PATCH", `/project-details/${created.uniId}`, { commonFeaturesBn: "", roadBn: "৩০ ফুট" }));
    expect(edited).toMatchObject({ commonFeaturesBn: [], roadBn: "৩০ ফুট", descriptionBn: ["প্রথম অনুচ্ছেদ", "দ্বিতীয় অনুচ্ছেদ"] });
  });

  it("saves, validates and clears a banner's twins", async () => {
    const base = { title: "Move in", description: "Ready now", status: "approved", imagesVideos: FILES.png() };
    expect(await issues(await send("POST", "/banner/add", { ...base, descriptionBn: "ক".repeat(2001) }))).toEqual({
      descriptionBn: ["Must be at most 2000 characters"],
    });
    const created = await json(await send("POST", "/banner/add", { ...base, titleBn: "এখনই উঠুন", descriptionBn: "প্রস্তুত" }));
    expect(created).toMatchObject({ title: "Move in", titleBn: "এখনই উঠুন", descriptionBn: "প্রস্তুত" });
    expect(await json(await send("PATCH", `/banner/${created.uniId}`, { descriptionBn: "" }))).toMatchObject({ titleBn: "এখনই উঠুন", descriptionBn: "" });
  });

  for (const [base, path] of [
    ["blog", "/blog"],
    ["coverage", "/coverage"],
    ["news-event", "/news-event"],
  ] as const) {
    it(`saves, validates and clears a ${base}'s title and paragraph twins`, async () => {
      const fields = { title: "Handover", status: "approved", mainImage: FILES.png(), ...(base === "news-event" ? { tag: "news" } : {}) };
      expect(await issues(await send("POST", `${path}/add`, { ...fields, titleBn: "ক".repeat(301) }))).toEqual({ titleBn: ["Must be at most 300 characters"] });
      expect(await issues(await send("POST", `${path}/add`, { ...fields, mainDescriptionBn: FILES.png() }))).toHaveProperty("mainDescriptionBn");
      const res = await send("POST", `${path}/add`, { ...fields, titleBn: "হস্তান্তর", mainDescriptionBn: JSON.stringify(["চাবি হাতে", "উৎসব"]) });
      expect(res.status).toBe(201);
      const created = await json(res);
      expect(created).toMatchObject({ title: "Handover", mainDescription: [], titleBn: "হস্তান্তর", mainDescriptionBn: ["চাবি হাতে", "উৎসব"] });
      const edited = await json(await send("PATCH", `${path}/${created.uniId}`, { mainDescriptionBn: "", titleBn: "" }));
      expect(edited).toMatchObject({ titleBn: "", mainDescriptionBn: [] });
    });
  }

  it("saves and clears the content details' paragraph twins", async () => {
    const blog = await json(await send("POST", "/blog/add", { title: "Owner", status: "approved", mainImage: FILES.png() }));
    const res = await send("POST", "/cnb-details/add", { foreignKey: blog.uniId, cnbStatus: "blog", detailsDescription: "One", detailsDescriptionBn: "এক\nদুই" });
    expect(res.status).toBe(201);
    const details = await json(res);
    expect(details).toMatchObject({ detailsDescription: ["One"], detailsDescriptionBn: ["এক", "দুই"] });
    const edited = await json(await send("PATCH", `/cnb-details/${details.uniId}`, { detailsDescriptionBn: "[]" }));
    expect(edited).toMatchObject({ detailsDescription: ["One"], detailsDescriptionBn: [] });
  });

  it("saves the contact address and businesses twins, with the businesses' list rules", async () => {
    const tooMany = JSON.stringify(Array.from({ length: 13 }, (_, i) => `ব্যবসা ${i}`));
    expect(await issues(await send("PATCH", "/contactInformation", { address: "House 1", businessesBn: tooMany }, "Admin"))).toEqual({
      businessesBn: ["At most 12 items"],
    });
    const res = await send("PATCH", "/contactInformation", { address: "House 1", addressBn: "বাড়ি ১, উত্তরা", businessesBn: "উদয় প্রপার্টিজ\nউদয় ইন্টেরিয়র্স" }, "Admin");
    expect(res.status).toBe(200);
    expect(await json(await t.request("/api/contactInformation"))).toMatchObject({ address: "House 1", addressBn: "বাড়ি ১, উত্তরা", businessesBn: ["উদয় প্রপার্টিজ", "উদয় ইন্টেরিয়র্স"] });
    expect(await json(await send("PATCH", "/contactInformation", { addressBn: "" }, "Admin"))).toMatchObject({ address: "House 1", addressBn: "" });
  });

  it("saves the About record's twins, including those inside its blocks", async () => {
    const target = [{ title: "Mission", titleBn: "লক্ষ্য", image: "", description: ["Homes"], descriptionBn: ["ঘর"] }];
    const res = await send("PATCH", "/about", { name: "UDAY", nameBn: "উদয়", title: "Homes", titleBn: "ঘর", descriptionBn: "প্রথম\nদ্বিতীয়", target: JSON.stringify(target) }, "Admin");
    expect(res.status).toBe(200);
    expect(await json(await t.request("/api/about"))).toMatchObject({ nameBn: "উদয়", titleBn: "ঘর", descriptionBn: ["প্রথম", "দ্বিতীয়"], target });
    const numberTwin = JSON.stringify([{ title: "Mission", titleBn: 5, image: "", description: [] }]);
    expect(Object.keys(await issues(await send("PATCH", "/about", { target: numberTwin }, "Admin")))).toEqual(["target.0.titleBn"]);
    expect(await json(await send("PATCH", "/about", { nameBn: "" }, "Admin"))).toMatchObject({ name: "UDAY", nameBn: "", titleBn: "ঘর" });
  });
});
