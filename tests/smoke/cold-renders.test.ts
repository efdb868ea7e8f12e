import { createClient } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorkerStack } from "../helpers/worker-stack";

/**
 * One renderer (docs/decisions.md, "Public pages rendered in the worker"): a crowd on a cold cache
 * (a start, or any staff write, which changes the content version) gets the same full page as one
 * visitor, from the real worker in workerd: never a 5xx, never a stand-in page.
 */
describe("a crowd of cold renders", () => {
  let stack: Awaited<ReturnType<typeof startWorkerStack>>;
  const paths: string[] = [];

  beforeAll(async () => {
    stack = await startWorkerStack({ demo: true });
    const db = createClient({ url: stack.db.url, authToken: stack.authToken });
    try {
      const ids = async (table: string, n: number) =>
        (await db.execute(`select uniId from ${table} where lower(status) = 'approved' order by id limit ${n}`)).rows.map((r) => String(r.uniId));
      paths.push("/", "/projects", "/about", "/contact", "/blog", "/news-event", "/coverage", "/projects?category=Ready+Apartment", "/projects?search=lake");
      for (const id of await ids("projects", 5)) paths.push(`/projects/${id}`);
      for (const id of await ids("blogs", 2)) paths.push(`/blog/${id}`);
      for (const id of await ids("news_events", 2)) paths.push(`/news-event/${id}`);
      for (const id of await ids("coverage", 2)) paths.push(`/coverage/${id}`);
    } finally {
      db.close();
    }
  }, 120_000);
  afterAll(() => stack?.stop());

  it("answers 20 different pages asked at once, each rendered whole", async () => {
    expect(paths.length).toBeGreaterThanOrEqual(20);
    const pages = await Promise.all(
      paths.slice(0, 20).map(async (path) => {
        const res = await fetch(`${stack.worker.url}${path}`);
        return { path, status: res.status, html: await res.text() };
      }),
    );
    for (const { path, status, html } of pages) {
      expect(status, path).toBe(200);
      // The rendered page: its data for hydration, the site's header and footer, not an empty root.
      expect(html, path).toContain('id="rendered-state"');
      expect(html, path).toMatch(/<header[\s>]/);
      expect(html, path).toMatch(/<footer[\s>]/);
      expect(html, path).not.toContain('<div id="root"></div>');
    }
  });
});
