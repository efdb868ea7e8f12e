import { afterAll, beforeEach, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { projects } from "../../worker/db/schema/index";
import { sweepOrphans } from "../../worker/storage/sweep";
import { createTestApp, type TestApp } from "../helpers/app";

const DAY_AHEAD = () => new Date(Date.now() + 25 * 3_600_000);
const bytes = (n: number) => new Uint8Array([0xff, 0xd8, 0xff, n]);

describe("orphaned-upload sweep", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    const listed = await t.bucket.list();
    if (listed.objects.length) await t.bucket.delete(listed.objects.map((o) => o.key));
    await t.db.delete(projects);
  });

  const put = (key: string, n = 1) => t.bucket.put(key, bytes(n), { httpMetadata: { contentType: "image/jpeg" } });
  const keys = async () => (await t.bucket.list()).objects.map((o) => o.key).sort();
  const addProject = (uniId: string, mainImage: string) =>
    t.db.insert(projects).values({ uniId, name: uniId, status: "approved", category: "Ready Apartment", location: "Uttara", mainImage });

  it("deletes old objects no row references and keeps referenced ones", async () => {
    await put("projectImages/used.jpg");
    await put("projectImages/orphan.jpg");
    await addProject("P1", "/im/projectImages/used.jpg");
    const result = await sweepOrphans({ db: t.db, bucket: t.bucket, graceHours: 24, limit: 100, now: DAY_AHEAD() });
    expect(result.deleted).toEqual(["projectImages/orphan.jpg"]);
    expect(await keys()).toEqual(["projectImages/used.jpg"]);
  });

  it("keeps the width variants of a referenced image and reclaims those of an orphan", async () => {
    const used = "a".repeat(32);
    const gone = "b".repeat(32);
    for (const k of [`${used}.jpg`, `${used}.w480.webp`, `${used}.w1600.webp`, `${gone}.jpg`, `${gone}.w480.webp`]) await put(`projectImages/${k}`);
    await addProject("P1", `/im/projectImages/${used}.jpg`);
    const result = await sweepOrphans({ db: t.db, bucket: t.bucket, graceHours: 24, limit: 100, now: DAY_AHEAD() });
    expect(result.deleted.sort()).toEqual([`projectImages/${gone}.jpg`, `projectImages/${gone}.w480.webp`]);
    expect(await keys()).toEqual([`projectImages/${used}.jpg`, `projectImages/${used}.w1600.webp`, `projectImages/${used}.w480.webp`]);
  });

  it("never touches objects younger than the grace period", async () => {
    await put("projectImages/fresh.jpg");
    const result = await sweepOrphans({ db: t.db, bucket: t.bucket, graceHours: 24, limit: 100 });
    expect(result.deleted).toEqual([]);
    expect(await keys()).toEqual(["projectImages/fresh.jpg"]);
  });

  it("finds references inside JSON list columns", async () => {
    await put("projectImages/plan.jpg");
    await addProject("P2", "/im/projectImages/none.jpg");
    await t.db.run(
      `insert into project_details (uniId, foreignKey, floorPlan) values ('D2', 'P2', '["/im/projectImages/plan.jpg"]')` as never,
    );
    const result = await sweepOrphans({ db: t.db, bucket: t.bucket, graceHours: 24, limit: 100, now: DAY_AHEAD() });
    expect(result.deleted).toEqual([]);
    await t.db.run("delete from project_details" as never);
  });

  it("re-checks candidates: an object referenced while the sweep was listing survives", async () => {
    await put("projectImages/late.jpg");
    const racing = new Proxy(t.bucket, {
      get(target, prop) {
        if (prop === "list") {
          return async (opts: R2ListOptions) => {
            const page = await target.list(opts);
            await addProject("P3", "/im/projectImages/late.jpg");
            return page;
          };
        }
        const value = Reflect.get(target, prop);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const result = await sweepOrphans({ db: t.db, bucket: racing, graceHours: 24, limit: 100, now: DAY_AHEAD() });
    expect(result.deleted).toEqual([]);
    expect(await keys()).toEqual(["projectImages/late.jpg"]);
  });

  it("deletes nothing when the database cannot be read", async () => {
    await put("projectImages/maybe.jpg");
    const dead = createDb("http://127.0.0.1:9");
    const result = await sweepOrphans({ db: dead, bucket: t.bucket, graceHours: 24, limit: 100, now: DAY_AHEAD() });
    expect(result.error).toBeTruthy();
    expect(result.deleted).toEqual([]);
    expect(await keys()).toEqual(["projectImages/maybe.jpg"]);
  });

  it("caps deletions per run", async () => {
    for (let i = 0; i < 3; i++) await put(`projectImages/o${i}.jpg`, i);
    const result = await sweepOrphans({ db: t.db, bucket: t.bucket, graceHours: 24, limit: 2, now: DAY_AHEAD() });
    expect(result.deleted).toHaveLength(2);
    expect(await keys()).toHaveLength(1);
  });
});
