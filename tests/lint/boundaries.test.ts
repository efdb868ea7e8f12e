import { globSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The web's import boundaries (eslint.config.js), each shown by a file that breaks it and one that keeps
 * it. The files are virtual (ESLint's `lintText` at a path in the real tree, nothing written), linted
 * with the project's own config; what they import is real, found on disk, so the rule resolves it
 * exactly as `npm run lint` does. The config's lists of files are checked against the tree too.
 */
const ROOT = join(import.meta.dirname, "../..");
const PATHS = "import-x/no-restricted-paths";
const IMPORTS = "@typescript-eslint/no-restricted-imports";

/** A source file under `dir` (the first found, depth first), relative to the repository, without its extension. */
function moduleIn(dir: string): string {
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const path = `${dir}/${entry.name}`;
    if (entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")) return path.replace(/\.tsx?$/, "");
    if (entry.isDirectory()) {
      const found = moduleIn(path);
      if (found) return found;
    }
  }
  return "";
}

/** How `from` (a file of the repository) imports `to` by a relative path. */
function relativeImport(from: string, to: string): string {
  const path = relative(join(ROOT, from, ".."), join(ROOT, to));
  return path.startsWith(".") ? path : `./${path}`;
}

let eslint: ESLint;
/** The rules `code` breaks at `file`, by rule id (parse errors fail the test: a fixture must be valid). */
async function broken(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
  const fatal = result!.messages.filter((m) => m.fatal);
  expect(fatal, `${file} parses`).toEqual([]);
  return result!.messages.map((m) => m.ruleId ?? "");
}

const features = readdirSync(join(ROOT, "web/features"), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

describe("a feature", () => {
  it("imports none of the others, by `@/features/…` or by a relative path, whichever feature it is", async () => {
    expect(features.length).toBeGreaterThan(1);
    for (const [i, feature] of features.entries()) {
      const other = features[(i + 1) % features.length]!;
      const file = `web/features/${feature}/lint-fixture.ts`;
      const target = moduleIn(`web/features/${other}`);
      expect(target, `a module in ${other}`).not.toBe("");
      expect(await broken(file, `import "${target.replace(/^web\//, "@/")}";\n`), `${feature} → ${other} by @/`).toContain(PATHS);
      expect(await broken(file, `import "${relativeImport(file, target)}";\n`), `${feature} → ${other} by a relative path`).toContain(PATHS);
    }
  });

  it("imports its own files and the shared ones", async () => {
    const [feature] = features;
    const file = `web/features/${feature}/components/lint-fixture.ts`;
    const own = moduleIn(`web/features/${feature}`);
    const code = [own.replace(/^web\//, "@/"), relativeImport(file, own), "@/components/ui/button", "@/lib/utils"].map((m) => `import "${m}";`).join("\n");
    expect(await broken(file, `${code}\n`)).toEqual([]);
  });
});

describe("public pages and islands", () => {
  const dashboardScreen = moduleIn("web/app/routes/dashboard");
  const staffFeature = moduleIn("web/features/users");
  const publicFiles = ["web/app/routes/public/lint-fixture.tsx", "web/islands/lint-fixture.tsx", "web/islands.tsx", "web/main.tsx", "web/components/layouts/footer.tsx"];

  it("do not import the dashboard's code, by any path", async () => {
    for (const file of publicFiles) {
      for (const target of [dashboardScreen, moduleIn("web/app/routes/auth"), staffFeature]) {
        expect(await broken(file, `import "${target.replace(/^web\//, "@/")}";\n`), `${file} → ${target}`).toContain(PATHS);
        expect(await broken(file, `import "${relativeImport(file, target)}";\n`), `${file} → ${target} (relative)`).toContain(PATHS);
      }
    }
  });

  it("take neither React Router nor react-query themselves, only their types", async () => {
    const cases = [
      'import { Link } from "react-router-dom";\nexport { Link };\n',
      'import { useNavigate } from "react-router";\nexport { useNavigate };\n',
      'import { useQuery } from "@tanstack/react-query";\nexport { useQuery };\n',
      'export { queryOptions } from "@tanstack/react-query";\n',
    ];
    for (const file of publicFiles) {
      for (const code of cases) expect(await broken(file, code), `${file}: ${code}`).toContain(IMPORTS);
    }
    const typesOnly = 'import type { UseQueryResult } from "@tanstack/react-query";\nexport type Result = UseQueryResult<number>;\n';
    expect(await broken(publicFiles[0]!, typesOnly)).toEqual([]);
  });

  it("reach them through the stand-ins, which the dashboard need not use", async () => {
    const standIns = 'import { Link } from "@/lib/router";\nimport { queryOptions, useQuery } from "@/lib/query";\nexport { Link, queryOptions, useQuery };\n';
    expect(await broken(publicFiles[0]!, standIns)).toEqual([]);
    const direct = 'import { Link } from "react-router-dom";\nimport { useQuery } from "@tanstack/react-query";\nexport { Link, useQuery };\n';
    expect(await broken(`${dashboardScreen}-lint-fixture.tsx`, direct)).toEqual([]);
  });
});

describe("the web", () => {
  const contract = moduleIn("worker/contract");

  it("reaches worker/ only through web/lib/contract.ts (and the typed client's AppType)", async () => {
    for (const file of ["web/lib/lint-fixture.ts", "web/features/projects/lint-fixture.ts", "web/app/routes/public/lint-fixture.tsx"]) {
      expect(await broken(file, `import "${relativeImport(file, contract)}";\n`), file).toContain(PATHS);
    }
    expect(await broken("web/lib/contract.ts", `export * from "${relativeImport("web/lib/contract.ts", contract)}";\n`)).toEqual([]);
    const appType = 'import type { AppType } from "../../worker/app";\nexport type App = AppType;\n';
    expect(await broken("web/lib/api-client.ts", appType)).toEqual([]);
  });
});

describe("the config's lists of files", () => {
  /** `a/{b,c{,s}}.ts` → `a/b.ts`, `a/c.ts`, `a/cs.ts`: every alternative of every brace, innermost first. */
  function alternatives(glob: string): string[] {
    const brace = /\{([^{}]*)\}/.exec(glob);
    if (!brace) return [glob];
    const [whole, inner] = brace;
    return inner!.split(",").flatMap((part) => alternatives(glob.slice(0, brace.index) + part + glob.slice(brace.index + whole.length)));
  }

  it("name only files that exist: a file renamed or moved cannot drop out of its boundary unnoticed", async () => {
    const config = (await import(pathToFileURL(join(ROOT, "eslint.config.js")).href)) as Record<string, string[]>;
    const lists = ["PUBLIC_CODE", "DASHBOARD_CODE", "WORKER_DOORS"];
    for (const list of lists) {
      expect(config[list], list).toBeInstanceOf(Array);
      for (const glob of config[list]!) {
        for (const one of alternatives(glob)) expect(globSync(one, { cwd: ROOT }), `${list}: ${one} (of ${glob})`).not.toEqual([]);
      }
    }
  });
});
