import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activity } from "../../worker/db/schema/index";
import { createTestApp, type TestApp } from "../helpers/app";
import { FILES, form, signedIn } from "../helpers/auth";

const json = (res: Response): Promise<any> => res.json();
const REFUSED = "Approval is required: only an Admin or Super-Admin can approve. Save it as pending or checking.";

describe("required approval, enforced on the server", () => {
  let t: TestApp;
  let manager: string;
  let admin: string;
  let superAdmin: string;
  beforeAll(async () => {
    t = await createTestApp();
    [manager, admin, superAdmin] = await Promise.all(["Manager", "Admin", "Super-Admin"].map(async (d) => (await signedIn(t, d)).cookie));
  });
  afterAll(() => t.close());

  const jsonCall = (method: string, path: string, cookie: string, body?: unknown) =>
    t.request(path, { method, headers: { Cookie: cookie, "Content-Type": "application/json", Origin: "http://localhost" }, body: body === undefined ? undefined : JSON.stringify(body) });
  const addBlog = (status: string) => t.request("/api/blog/add", { method: "POST", headers: { Cookie: manager }, body: form({ title: `Blog ${status}`, status, mainImage: FILES.png() }) });
  const setRequired = (cookie: string, required: boolean) => jsonCall("PATCH", "/api/settings/approval", cookie, { required });

  it("is off by default: a Manager approves", async () => {
    expect(await json(await jsonCall("GET", "/api/settings/approval", manager))).toEqual({ required: false });
    expect((await addBlog("approved")).status).toBe(201);
  });

  it("is turned on by a Super-Admin only, and logged", async () => {
    const refused = await setRequired(admin, true);
    expect(refused.status).toBe(403);
    expect((await setRequired(manager, true)).status).toBe(403);
    expect(await json(await setRequired(superAdmin, true))).toEqual({ required: true });
    const [logged] = await t.db.select().from(activity).where(eq(activity.resourceId, "approval"));
    expect(logged).toMatchObject({ action: "update", resource: "settings", label: "Approval required" });
  });

  it("then refuses a Manager's save that would leave an item approved, and takes pending or checking", async () => {
    const refused = await addBlog("approved");
    expect(refused.status).toBe(403);
    expect((await json(refused)).error.message).toBe(REFUSED);
    const pending = await json(await addBlog("pending"));
    expect(pending.status).toBe("pending");
    expect((await addBlog("checking")).status).toBe(201);
    const promote = await t.request(`/api/blog/${pending.uniId}`, { method: "PATCH", headers: { Cookie: manager }, body: form({ status: "approved" }) });
    expect(promote.status).toBe(403);
  });

  it("lets an Admin approve, lists what waits, and keeps a Manager from changing live text", async () => {
    const pending = await json(await addBlog("pending"));
    const waiting = await json(await jsonCall("GET", "/api/approvals", admin));
    expect(waiting.map((w: any) => w.uniId)).toContain(pending.uniId);
    expect((await jsonCall("POST", `/api/blog/${pending.uniId}/approve`, manager)).status).toBe(403);
    const approved = await jsonCall("POST", `/api/blog/${pending.uniId}/approve`, admin);
    expect(approved.status).toBe(200);
    expect((await json(approved)).status).toBe("approved");
    expect((await json(await jsonCall("GET", "/api/approvals", admin))).map((w: any) => w.uniId)).not.toContain(pending.uniId);
    // A live item's text would change without approval.
    const edit = await t.request(`/api/blog/${pending.uniId}`, { method: "PATCH", headers: { Cookie: manager }, body: form({ title: "Edited" }) });
    expect(edit.status).toBe(403);
    const asDraft = await t.request(`/api/blog/${pending.uniId}`, { method: "PATCH", headers: { Cookie: manager }, body: form({ title: "Edited", status: "pending" }) });
    expect(asDraft.status).toBe(200);
    // A restore may keep it a draft, but not publish it.
    const [version] = await json(await jsonCall("GET", `/api/blog/${pending.uniId}/revisions`, manager));
    expect((await jsonCall("POST", `/api/blog/${pending.uniId}/revisions/${version.id}/restore`, manager, { publish: true })).status).toBe(403);
    expect((await jsonCall("POST", `/api/blog/${pending.uniId}/revisions/${version.id}/restore`, manager, {})).status).toBe(200);
  });
});
