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

/** Every feature folder, in each of web/site, web/dashboard and web/shared: [folder, feature]. */
const features = ["site", "dashboard", "shared"].flatMap((folder) =>
  readdirSync(join(ROOT, "web", folder, "features"), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => [folder, d.name] as const)
    .sort((a, b) => a[1].localeCompare(b[1])),
);

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

describe("a feature", () => {
  it("imports none of the others, by `@/…` or by a relative path, whichever folder either is in", async () => {
    expect(new Set(features.map(([, name]) => name)).size).toBeGreaterThan(1);
    for (const [i, [folder, feature]] of features.entries()) {
      const [otherFolder, other] = features.slice(i + 1).concat(features).find(([, name]) => name !== feature)!;
      const file = `web/${folder}/features/${feature}/lint-fixture.ts`;
      const target = moduleIn(`web/${otherFolder}/features/${other}`);
      expect(target, `a module in ${otherFolder}/${other}`).not.toBe("");
      expect(await broken(file, `import "${target.replace(/^web\//, "@/")}";\n`), `${folder}/${feature} → ${other} by @/`).toContain(PATHS);
      expect(await broken(file, `import "${relativeImport(file, target)}";\n`), `${folder}/${feature} → ${other} by a relative path`).toContain(PATHS);
    }
  });

  it("imports its own files, its own parts in web/shared, and the shared components", async () => {
    const file = "web/site/features/projects/components/lint-fixture.ts";
    const own = moduleIn("web/site/features/projects");
    const shared = moduleIn("web/shared/features/projects");
    const code = [own.replace(/^web\//, "@/"), relativeImport(file, own), shared.replace(/^web\//, "@/"), "@/shared/components/ui/button", "@/shared/lib/utils"]
      .map((m) => `import "${m}";`)
      .join("\n");
    expect(await broken(file, `${code}\n`)).toEqual([]);
  });

  it("renders no island (the island imports the feature): a view or a page does", async () => {
    for (const [file, island] of [
      ["web/site/features/home/lint-fixture.tsx", "@/site/islands/testimonials"],
      ["web/shared/features/projects/lint-fixture.tsx", "@/shared/islands/project-hero"],
      ["web/site/features/projects/lint-fixture.tsx", "@/shared/islands/image-gallery"],
    ] as const) {
      expect(await broken(file, `import "${island}";\n`), `${file} → ${island}`).toContain(PATHS);
    }
    expect(await broken("web/site/views/lint-fixture.tsx", 'import "@/site/islands/testimonials";\nimport "@/shared/islands/image-gallery";\n')).toEqual([]);
  });
});

describe("the three folders", () => {
  const site = [moduleIn("web/site/pages"), moduleIn("web/site/islands"), moduleIn("web/site/features/projects")];
  const dashboard = [moduleIn("web/dashboard/routes"), moduleIn("web/dashboard/routes/auth"), moduleIn("web/dashboard/features/users")];
  const cases = [
    { folder: "site", files: ["web/site/pages/lint-fixture.tsx", "web/site/islands/lint-fixture.tsx", "web/site/islands.tsx", "web/site/components/layouts/footer.tsx"], banned: dashboard },
    { folder: "dashboard", files: ["web/dashboard/routes/lint-fixture.tsx", "web/dashboard/features/users/lint-fixture.ts", "web/dashboard/boot.tsx"], banned: site },
    { folder: "shared", files: ["web/shared/lib/lint-fixture.ts", "web/shared/views/lint-fixture.tsx"], banned: [...site, ...dashboard] },
  ];

  for (const { folder, files, banned } of cases) {
    it(`web/${folder} imports nothing it is fenced from, by any path`, async () => {
      for (const file of files) {
        for (const target of banned) {
          expect(target, "a module to import").not.toBe("");
          expect(await broken(file, `import "${target.replace(/^web\//, "@/")}";\n`), `${file} → ${target}`).toContain(PATHS);
          expect(await broken(file, `import "${relativeImport(file, target)}";\n`), `${file} → ${target} (relative)`).toContain(PATHS);
        }
      }
    });
  }

  it("each import web/shared, and the app's entries import any of them", async () => {
    const shared = 'import "@/shared/components/ui/button";\nimport "@/shared/lib/utils";\n';
    for (const file of ["web/site/pages/lint-fixture.tsx", "web/dashboard/routes/lint-fixture.tsx"]) expect(await broken(file, shared), file).toEqual([]);
    expect(await broken("web/main.tsx", `import "@/site/islands";\nimport "@/dashboard/boot";\n`)).toEqual([]);
  });
});

describe("public pages and islands", () => {
  const dashboardScreen = moduleIn("web/dashboard/routes");
  const publicFiles = ["web/site/pages/lint-fixture.tsx", "web/site/islands/lint-fixture.tsx", "web/site/islands.tsx", "web/main.tsx", "web/site/components/layouts/footer.tsx", "web/shared/lib/lint-fixture.ts"];

  it("take neither React Router nor react-query themselves, only React Router's types", async () => {
    const cases = [
      'import { Link } from "react-router-dom";\nexport { Link };\n',
      'import { useNavigate } from "react-router";\nexport { useNavigate };\n',
      'import { useQuery } from "@tanstack/react-query";\nexport { useQuery };\n',
      'export { queryOptions } from "@tanstack/react-query";\n',
    ];
    for (const file of publicFiles) {
      for (const code of cases) expect(await broken(file, code), `${file}: ${code}`).toContain(IMPORTS);
    }
    const routerTypes = 'import type { Location } from "react-router-dom";\nexport type Where = Location;\n';
    expect(await broken(publicFiles[0]!, routerTypes)).toEqual([]);
  });

  it("have no data cache at all: not even react-query's types", async () => {
    const typesOnly = 'import type { UseQueryResult } from "@tanstack/react-query";\nexport type Result = UseQueryResult<number>;\n';
    for (const file of publicFiles) expect(await broken(file, typesOnly), file).toContain(IMPORTS);
  });

  it("reach React Router through its stand-in, which the dashboard need not use", async () => {
    const standIn = 'import { Link } from "@/shared/lib/router";\nexport { Link };\n';
    expect(await broken(publicFiles[0]!, standIn)).toEqual([]);
    const direct = 'import { Link } from "react-router-dom";\nimport { useQuery } from "@tanstack/react-query";\nexport { Link, useQuery };\n';
    expect(await broken(`${dashboardScreen}-lint-fixture.tsx`, direct)).toEqual([]);
  });
});

describe("the web", () => {
  const contract = moduleIn("worker/contract");

  it("reaches worker/ only through web/shared/lib/contract.ts (and the typed client's AppType) from public code", async () => {
    for (const file of ["web/shared/lib/lint-fixture.ts", "web/site/features/projects/lint-fixture.ts", "web/site/pages/lint-fixture.tsx", "web/lint-fixture.tsx"]) {
      expect(await broken(file, `import "${relativeImport(file, contract)}";\n`), file).toContain(PATHS);
    }
    expect(await broken("web/shared/lib/contract.ts", `export * from "${relativeImport("web/shared/lib/contract.ts", contract)}";\n`)).toEqual([]);
    const appType = 'import type { AppType } from "../../../worker/app";\nexport type App = AppType;\n';
    expect(await broken("web/shared/lib/api-client.ts", appType)).toEqual([]);
  });

  it("lets the dashboard import worker/contract directly, and nothing else of worker/", async () => {
    for (const file of ["web/dashboard/features/users/lint-fixture.ts", "web/dashboard/routes/lint-fixture.tsx"]) {
      expect(await broken(file, `import "${relativeImport(file, contract)}";\n`), file).toEqual([]);
      expect(await broken(file, `import "${relativeImport(file, moduleIn("worker/lib"))}";\n`), file).toContain(PATHS);
      expect(await broken(file, `import "${relativeImport(file, "worker/app")}";\n`), file).toContain(PATHS);
    }
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

  it("name only files and folders that exist: one renamed or moved cannot drop out of its boundary unnoticed", async () => {
    const config = (await import(pathToFileURL(join(ROOT, "eslint.config.js")).href)) as Record<string, string[]>;
    const lists = ["PUBLIC_CODE", "WORKER_DOORS"];
    for (const list of lists) {
      expect(config[list], list).toBeInstanceOf(Array);
      for (const glob of config[list]!) {
        for (const one of alternatives(glob)) expect(globSync(one, { cwd: ROOT }), `${list}: ${one} (of ${glob})`).not.toEqual([]);
      }
    }
  });
});
