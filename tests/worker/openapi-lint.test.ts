import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createConfig, lint } from "@redocly/openapi-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app";

/**
 * The warnings Redocly's recommended rules may still give, each a fact about the API rather than a gap
 * in the document (docs/decisions.md "API shape"): product.md §7's `/users/profile/{id}` beside
 * `/users/{id}/…`, and public reads that answer no 4xx at all.
 */
const ACCEPTED_WARNINGS = ["no-ambiguous-paths", "operation-4xx-response"];

type Doc = { paths: Record<string, Record<string, { operationId: string; security: unknown[] }>> };

describe("GET /api/openapi.json against Redocly's recommended rules", () => {
  let t: TestApp;
  let dir: string;
  let doc: Doc;
  let problems: Awaited<ReturnType<typeof lint>>;

  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.request("/api/openapi.json");
    expect(res.status).toBe(200);
    const text = await res.text();
    doc = JSON.parse(text) as Doc;
    dir = await mkdtemp(join(tmpdir(), "openapi-lint-"));
    const file = join(dir, "openapi.json");
    await writeFile(file, text);
    // Offline: the document has no external $ref and the built-in ruleset needs no download; any fetch fails the lint.
    vi.stubGlobal("fetch", () => Promise.reject(new Error("the lint must not use the network")));
    try {
      problems = await lint({ ref: file, config: await createConfig({ extends: ["recommended"] }) });
    } finally {
      vi.unstubAllGlobals();
    }
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
    await t.close();
  });

  const describeProblem = (p: (typeof problems)[number]) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? "?"}`;

  it("has no errors", () => {
    expect(problems.filter((p) => p.severity === "error").map(describeProblem)).toEqual([]);
  });

  it("warns only where the API itself is the reason", () => {
    const warnings = problems.filter((p) => p.severity === "warn" && !ACCEPTED_WARNINGS.includes(p.ruleId));
    expect(warnings.map(describeProblem)).toEqual([]);
  });

  it("names each operation from its method and path, and says which need the session cookie", () => {
    expect(doc.paths["/api/projects/all"]!.get!.operationId).toBe("getProjectsAll");
    expect(doc.paths["/api/trash/{id}"]!.delete!.operationId).toBe("deleteTrashById");
    expect(doc.paths["/api/projects"]!.get!.security).toEqual([]);
    expect(doc.paths["/api/auth/sessions"]!.get!.security).toEqual([{ session: [] }]);
    expect(doc.paths["/api/projects/all"]!.get!.security).toEqual([{ session: ["pro001"] }]);
  });
});
