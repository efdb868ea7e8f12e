import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogs, coverage, newsEvents } from "../../worker/db/schema/index";
import { createTestApp, type TestApp } from "../helpers/app";
import { FILES, form, signedIn } from "../helpers/auth";

const KINDS: Array<{ base: string; table: typeof blogs; extra: Record<string, string> }> = [
  { base: "/api/blog", table: blogs, extra: {} },
  { base: "/api/coverage", table: coverage as unknown as typeof blogs, extra: {} },
  { base: "/api/news-event", table: newsEvents as unknown as typeof blogs, extra: { tag: "event" } },
];
const DESIGNATIONS = ["Manager", "Admin", "Super-Admin", "Accountant"] as const;

describe("content routes authorization", () => {
  let t: TestApp;
  const cookies: Record<string, string> = { anonymous: "" };
  beforeAll(async () => {
    t = await createTestApp();
    for (const d of DESIGNATIONS) cookies[d] = (await signedIn(t, d)).cookie;
  });
  afterAll(() => t.close());

  const call = (method: string, path: string, who: string, body?: FormData) =>
    t.request(path, { method, headers: cookies[who] ? { Cookie: cookies[who]! } : {}, body });
  const newItem = async (base: string, extra: Record<string, string>, status = "pending") => {
    const res = await call("POST", `${base}/add`, "Manager", form({ title: "Item", status, mainImage: FILES.png(), ...extra }));
    expect(res.status).toBe(201);
    return (await res.json<{ uniId: string }>()).uniId;
  };

  describe.each(KINDS)("$base", ({ base, table, extra }) => {
    it.each(["anonymous", "Admin", "Super-Admin", "Accountant"])(
      "refuses %s on the staff list, add, patch and delete, changing nothing",
      async (who) => {
        const expected = who === "anonymous" ? 401 : 403;
        const id = await newItem(base, extra);
        const before = await t.db.select().from(table);
        const fields = () => form({ title: "Hijacked", status: "approved", mainImage: FILES.png(), ...extra });
        expect((await call("GET", `${base}/all`, who)).status).toBe(expected);
        expect((await call("POST", `${base}/add`, who, fields())).status).toBe(expected);
        expect((await call("PATCH", `${base}/${id}`, who, fields())).status).toBe(expected);
        expect((await call("DELETE", `${base}/${id}`, who)).status).toBe(expected);
        expect(await t.db.select().from(table)).toEqual(before);
      },
    );

    it("lets a Manager list, add, patch and delete", async () => {
      expect((await call("GET", `${base}/all`, "Manager")).status).toBe(200);
      const id = await newItem(base, extra);
      expect((await call("PATCH", `${base}/${id}`, "Manager", form({ status: "approved" }))).status).toBe(200);
      expect((await call("DELETE", `${base}/${id}`, "Manager")).status).toBe(200);
    });

    it("shows an unapproved item's details only to a Manager; approved ones to everyone", async () => {
      const draft = await newItem(base, extra);
      const live = await newItem(base, extra, "Approved");
      for (const who of ["anonymous", "Admin", "Super-Admin", "Accountant"]) {
        expect((await call("GET", `${base}/${draft}/details`, who)).status).toBe(404);
        expect((await call("GET", `${base}/${live}/details`, who)).status).toBe(200);
      }
      expect((await call("GET", `${base}/${draft}/details`, "Manager")).status).toBe(200);
    });
  });
});
