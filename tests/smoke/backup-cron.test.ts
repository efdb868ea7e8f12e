import { join } from "node:path";
import { getPlatformProxy } from "wrangler";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKUP_PREFIX } from "../../worker/contract/backups";
import { startWorkerStack } from "../helpers/worker-stack";

/** The nightly backup cron (wrangler.toml `0 21 * * *`) as workerd runs it: its client, its gzip, its R2 put. */
describe("the nightly backup in workerd", () => {
  let stack: Awaited<ReturnType<typeof startWorkerStack>>;

  beforeAll(async () => {
    stack = await startWorkerStack();
  }, 90_000);
  afterAll(() => stack?.stop());

  it("writes a backup into R2's backups/ when the 21:00 UTC cron fires", async () => {
    const res = await fetch(`${stack.worker.url}/cdn-cgi/local/scheduled?cron=${encodeURIComponent("0 21 * * *")}`);
    expect(res.status).toBe(200);
    // The cron's work runs after its answer (waitUntil): wait for its log line.
    await expect.poll(() => stack.worker.log(), { timeout: 60_000 }).toMatch(/backup: \{"taken":\{"name":"uday-[^"]+\.sql\.gz"/);
    expect(stack.worker.log()).not.toMatch(/backup failed/);
    // Not the other crons: no sweep ran.
    expect(stack.worker.log()).not.toMatch(/orphan sweep:/);
    const name = /backup: \{"taken":\{"name":"([^"]+)"/.exec(stack.worker.log())![1]!;
    await stack.worker.stop();
    const r2 = await getPlatformProxy<{ BUCKET: R2Bucket }>({ persist: { path: join(stack.dir, "v3") } });
    try {
      const listed = (await r2.env.BUCKET.list({ prefix: BACKUP_PREFIX })).objects.map((o) => o.key);
      expect(listed).toEqual([`${BACKUP_PREFIX}${name}`]);
    } finally {
      await r2.dispose();
    }
  }, 120_000);
});
