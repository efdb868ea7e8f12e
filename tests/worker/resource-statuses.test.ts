import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESOURCES } from "../../worker/contract/resources";
import { blogs } from "../../worker/db/schema/index";
import { createTestApp, type TestApp } from "../helpers/app";
import { FILES, form, signedIn } from "../helpers/auth";

type Fields = Record<string, string | File | File[]>;
type Err = { error: { message: string; issues: Record<string, string[]> } };

/** Enough fields to add one item of each resource with a status (docs/product.md §5). */
const ADD: Record<"projects" | "banners" | "blogs" | "coverage" | "news-events", { path: string; fields: () => Fields }> = {
  projects: { path: "/projects", fields: () => ({ name: "Uday Nilachol", title: "By the lake", category: "Ready Apartment", location: "Uttara" }) },
  banners: { path: "/banner", fields: () => ({ title: "Slide", description: "d", imagesVideos: FILES.png() }) },
  blogs: { path: "/blog", fields: () => ({ title: "A blog", mainImage: FILES.png() }) },
  coverage: { path: "/coverage", fields: () => ({ title: "A coverage", mainImage: FILES.png() }) },
  "news-events": { path: "/news-event", fields: () => ({ title: "An event", tag: "event", mainImage: FILES.png() }) },
};

/**
 * docs/product.md §4: each form offers its own statuses (projects: no "rejected"; banners "archived";
 * news, blog and coverage "archive"), and the API accepts only those (issue 44; contract/resources.ts).
 */
describe("statuses each resource accepts", () => {
  let t: TestApp;
  let manager: string;
  beforeAll(async () => {
    t = await createTestApp();
    manager = (await signedIn(t, "Manager")).cookie;
  });
  afterAll(() => t.close());

  const send = (method: string, path: string, fields: Fields) => t.request(`/api${path}`, { method, headers: { Cookie: manager }, body: form(fields) });

  it.each(Object.entries(ADD))("%s: accepts each status its form offers, in any case", async (name, { path, fields }) => {
    for (const status of RESOURCES[name as keyof typeof ADD].statuses) {
      const res = await send("POST", `${path}/add`, { ...fields(), status: ` ${status.toUpperCase()} ` });
      expect(res.status, status).toBe(201);
      expect((await res.json<{ status: string }>()).status).toBe(status);
    }
  });

  it.each([
    ["projects", "rejected", "Status must be one of: approved, checking, pending, archived"],
    ["banners", "archive", "Status must be one of: approved, pending, checking, rejected, archived"],
    ["blogs", "archived", "Status must be one of: approved, pending, checking, rejected, archive"],
    ["coverage", "archived", "Status must be one of: approved, pending, checking, rejected, archive"],
    ["news-events", "archived", "Status must be one of: approved, pending, checking, rejected, archive"],
  ] as const)("%s: refuses %s with a 422 naming its own statuses, adding nothing", async (name, status, message) => {
    const { path, fields } = ADD[name];
    const before = await (await t.request(`/api${path}/all`, { headers: { Cookie: manager } })).json<unknown[]>();
    const res = await send("POST", `${path}/add`, { ...fields(), status });
    expect(res.status).toBe(422);
    expect(await res.json<Err>()).toEqual({ error: { message, issues: { status: [message] } } });
    expect(await (await t.request(`/api${path}/all`, { headers: { Cookie: manager } })).json<unknown[]>()).toHaveLength(before.length);
  });

  it("refuses a change to a status the form does not offer, but keeps an item's own status sent back unchanged", async () => {
    const res = await send("POST", "/blog/add", { ...ADD.blogs.fields(), status: "pending" });
    const { uniId } = await res.json<{ uniId: string }>();
    const refused = await send("PATCH", `/blog/${uniId}`, { status: "archived" });
    expect(refused.status).toBe(422);
    expect((await refused.json<Err>()).error.message).toBe("Status must be one of: approved, pending, checking, rejected, archive");

    // The schedule's take-down writes "archived" whatever the resource (lib/schedule.ts): saving the form as it is still works.
    await t.db.update(blogs).set({ status: "archived" }).where(eq(blogs.uniId, uniId));
    const kept = await send("PATCH", `/blog/${uniId}`, { title: "Renamed", status: "Archived" });
    expect(kept.status).toBe(200);
    expect(await kept.json()).toMatchObject({ title: "Renamed", status: "archived" });
    expect((await send("PATCH", `/blog/${uniId}`, { status: "rejected" })).status).toBe(200);
  });
});
