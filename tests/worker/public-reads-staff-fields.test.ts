import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app";
import { FILES, form, signedIn } from "../helpers/auth";

/** Response bodies, loosely typed for assertions. */
const json = (res: Response) => res.json() as Promise<Record<string, any>>;

// Issue 41 part 10: who scheduled an item is a staff user's id; visitors' reads and pages never carry it.
describe("public reads carry no staff ids", () => {
  let t: TestApp;
  let manager: Awaited<ReturnType<typeof signedIn>>;
  const now = new Date("2026-12-01T03:00:00.000Z");
  const published = "2026-11-01T10:00+06:00";
  let project: string;
  let blog: string;
  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    manager = await signedIn(t, "Manager");
    const send = async (path: string, fields: Record<string, string | File>) =>
      json(await t.request(path, { method: "POST", headers: { Cookie: manager.cookie }, body: form({ status: "approved", publishAt: published, ...fields }) }));
    project = (await send("/api/projects/add", { name: "Scheduled tower", title: "", category: "Ready Apartment", location: "Uttara" })).uniId;
    blog = (await send("/api/blog/add", { title: "Scheduled blog", mainImage: FILES.png() })).uniId;
    await send("/api/banner/add", { title: "Scheduled banner", description: "d", imagesVideos: FILES.jpeg(), foreignKey: project });
  });
  afterAll(() => t.close());

  it("answers the staff with scheduledBy", async () => {
    const staff = await json(await t.request(`/api/projects/${project}/details`, { headers: { Cookie: manager.cookie } }));
    expect(staff.scheduledBy).toBe(manager.user.id);
    const staffBlog = await json(await t.request(`/api/blog/${blog}/details`, { headers: { Cookie: manager.cookie } }));
    expect(staffBlog.scheduledBy).toBe(manager.user.id);
  });

  it.each(["/api/projects", "/api/projects?search=tower", "/api/banner", "/api/blog"])("leaves it out of %s", async (path) => {
    const res = await t.request(path);
    expect(res.status).toBe(200);
    const items = (await res.json()) as Record<string, unknown>[];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item).not.toHaveProperty("scheduledBy");
      expect(item.publishAt).toBe("2026-11-01T04:00:00.000Z");
    }
  });

  it("leaves it out of an item's public details", async () => {
    for (const path of [`/api/projects/${project}/details`, `/api/blog/${blog}/details`]) {
      const res = await t.request(path);
      expect(res.status, path).toBe(200);
      const body = await json(res);
      expect(body.uniId).toBeTruthy();
      expect(body, path).not.toHaveProperty("scheduledBy");
    }
  });

  it("leaves it out of the data embedded in public pages", async () => {
    for (const path of ["/", "/projects", `/projects/${project}`, "/blog", `/blog/${blog}`]) {
      const res = await t.request(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html, path).toContain("Scheduled");
      expect(html, path).not.toContain("scheduledBy");
    }
  });
});
