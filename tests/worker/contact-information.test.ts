import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactInformation } from "../../worker/db/schema/index";
import { createTestApp, type TestApp } from "../helpers/app";

const RECORD = {
  image: "/im/images/contact.png",
  phone: "01700000000",
  phones: ["01700000001", "01700000002", "01700000003", "01700000004"],
  email: "info@uday.example",
  socialHandle: "@uday",
  address: "House 1, Road 2, Uttara, Dhaka",
  mapEmbed: "https://www.google.com/maps/embed?pb=abc",
  facebook: "https://facebook.com/uday",
  instagram: "",
  youtube: "",
  whatsapp: "",
  businesses: ["UDAY Properties", "UDAY Interiors"],
};

describe("GET /contactInformation", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers 404 JSON while no contact information exists", async () => {
    const res = await t.request("/api/contactInformation");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { message: "Contact information not found." } });
  });

  it("answers the first contact record to visitors, phones as a real list, cacheable", async () => {
    await t.db.insert(contactInformation).values(RECORD);
    await t.db.insert(contactInformation).values({ ...RECORD, phone: "01999999999" });
    const res = await t.request("/api/contactInformation");
    expect(res.status).toBe(200);
    // A record without Bengali twins answers them empty beside its English fields.
    expect(await res.json()).toEqual({ id: 1, createdAt: expect.any(String), updatedAt: expect.any(String), ...RECORD, addressBn: "", businessesBn: [] });
    expect(res.headers.get("cache-control")).toContain("public");
    expect(res.headers.get("etag")).toBeTruthy();
  });
});
