import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { totalCount } from "../../worker/db/schema/index";
import { createTestApp, type TestApp } from "../helpers/app";
import { signedIn } from "../helpers/auth";

const FIGURES = { totalProject: 40, totalFlat: 900, handoverProject: 25, constructionProject: 15, handoverFlat: 600, constructionFlat: 300 };
const ROLES = [
  ["anonymous", 401],
  ["Manager", 200],
  ["Admin", 200],
  ["Super-Admin", 200],
  ["Accountant", 403],
] as const;

const json = (res: Response): Promise<any> => res.json();

describe("total count", () => {
  let t: TestApp;
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const [role] of ROLES) cookies[role] = role === "anonymous" ? "" : (await signedIn(t, role)).cookie;
  });
  afterAll(() => t.close());

  const patch = (body: unknown, cookie = cookies.Manager!, path = "/api/total-count/1") =>
    t.request(path, {
      method: "PATCH",
      headers: { ...(cookie ? { Cookie: cookie } : {}), "Content-Type": "application/json" },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });

  it("reads as zeros, in a one-element list holding id 1, before anyone saves figures", async () => {
    const res = await t.request("/api/total-count");
    expect(res.headers.get("cache-control")).toContain("public");
    expect(await json(res)).toEqual([
      { id: 1, totalProject: 0, totalFlat: 0, handoverProject: 0, constructionProject: 0, handoverFlat: 0, constructionFlat: 0 },
    ]);
  });

  it("saves id 1 with the six figures and answers the record", async () => {
    const res = await patch({ id: 1, ...FIGURES });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ id: 1, ...FIGURES });
    expect(await json(await t.request("/api/total-count"))).toEqual([{ id: 1, ...FIGURES }]);
  });

  it("keeps figures left out, and accepts digits sent as text", async () => {
    const res = await patch({ totalFlat: "950", handoverFlat: 650 });
    expect(await json(res)).toEqual({ id: 1, ...FIGURES, totalFlat: 950, handoverFlat: 650 });
    await patch(FIGURES);
  });

  for (const [role, status] of ROLES) {
    it(`${role}: ${status} on an update`, async () => {
      const before = await t.db.select().from(totalCount);
      const res = await patch({ id: 1, ...FIGURES, totalProject: 41 }, cookies[role]);
      expect(res.status).toBe(status);
      if (status === 200) await patch(FIGURES);
      else expect(await t.db.select().from(totalCount)).toEqual(before);
    });
  }

  const hostile: Array<[string, () => Response | Promise<Response>, number]> = [
    ["another record id in the path", () => patch(FIGURES, undefined, "/api/total-count/2"), 404],
    ["an SQL-ish path id", () => patch(FIGURES, undefined, `/api/total-count/${encodeURIComponent("1 OR 1=1")}`), 404],
    ["another id in the body", () => patch({ id: 2, ...FIGURES }), 422],
    ["a negative figure", () => patch({ totalProject: -1 }), 422],
    ["a fraction", () => patch({ totalFlat: 2.5 }), 422],
    ["a figure over a million", () => patch({ totalFlat: 1_000_001 }), 422],
    ["text that is not a number", () => patch({ totalFlat: "12abc" }), 422],
    ["a boolean", () => patch({ handoverFlat: true }), 422],
    ["null", () => patch({ handoverFlat: null }), 422],
    ["an unknown field", () => patch({ updatedAt: "2000-01-01" }), 422],
    ["an array body", () => patch([FIGURES]), 422],
    ["malformed JSON", () => patch('{"totalFlat": 1'), 400],
    ["a multipart body", () => t.request("/api/total-count/1", { method: "PATCH", headers: { Cookie: cookies.Manager! }, body: new FormData() }), 415],
  ];
  for (const [what, run, status] of hostile) {
    it(`answers ${status} to ${what} and changes nothing`, async () => {
      const before = await t.db.select().from(totalCount);
      const res = await run();
      expect(res.status).toBe(status);
      expect((await json(res)).error.message).toBeTruthy();
      expect(await t.db.select().from(totalCount)).toEqual(before);
    });
  }
});
