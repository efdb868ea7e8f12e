/**
 * `npm run lint` (and `npm test`, with no warning allowed): typescript-eslint's recommended rules on
 * worker/, web/, scripts/ and tests/, React's hook rules and jsx-a11y on the web, and the web's import
 * boundaries (CONTRIBUTING.md, "Adding a resource" step 6; docs/decisions.md, "Public pages: server
 * HTML with islands" and "Public and staff code apart by folder"), which tests/lint/boundaries.test.ts
 * proves with files that break them.
 *
 * Boundaries that need the imported file are eslint-plugin-import-x's `no-restricted-paths`: it
 * resolves every import (`@/…` and relative alike) to a file before matching it, so no spelling
 * slips past. Bans on a package name are `no-restricted-imports`, which matches the name alone.
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig } from "eslint/config";
import tseslint from "typescript-eslint";

const ROOT = import.meta.dirname;

/**
 * The web's three folders (docs/decisions.md, "Public and staff code apart by folder"): web/site (the
 * public pages, their islands and what only they use), web/dashboard (the staff app) and web/shared
 * (what both use). A file's folder says which it is; tests/lint/web-folders.test.ts fails when a web
 * file sits outside them (bar the app's entries at web/'s root).
 */
export const WEB_FOLDERS = ["site", "dashboard", "shared"];

/**
 * One rule per folder: the site imports no staff code, the dashboard no public-only code, and what
 * both use imports neither.
 */
const folderZones = [
  {
    target: "web/site",
    from: "web/dashboard",
    message: "web/site (the public site) imports nothing of web/dashboard (the staff app): what both use lives in web/shared.",
  },
  {
    target: "web/dashboard",
    from: "web/site",
    message: "web/dashboard (the staff app) imports nothing of web/site (the public site): what both use lives in web/shared.",
  },
  {
    target: "web/shared",
    from: ["web/site", "web/dashboard"],
    message: "web/shared (what the site and the dashboard both use) imports neither web/site nor web/dashboard.",
  },
];

/**
 * The web's doors to worker/: shared/lib/contract.ts (constants, pure rules and types of worker/contract)
 * and shared/lib/api-client.ts, whose `hc<AppType>` takes the type of the worker's app (CONTRIBUTING.md, step 6).
 */
export const WORKER_DOORS = ["web/shared/lib/contract.ts", "web/shared/lib/api-client.ts"];

/** The folders of web/<folder>/features, read from disk: a new feature is fenced in as it is made. */
const featuresOf = (folder) => {
  const dir = join(ROOT, "web", folder, "features");
  return existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : [];
};
const withFeatures = WEB_FOLDERS.filter((folder) => featuresOf(folder).length > 0);
/** A feature imports no other feature, in any of the three folders; its own parts in the others it may. */
const featureZones = withFeatures.flatMap((folder) =>
  featuresOf(folder).flatMap((name) =>
    withFeatures.map((other) => ({
      target: `web/${folder}/features/${name}`,
      from: `web/${other}/features`,
      except: [`./${name}`],
      message: "A feature does not import another feature (CONTRIBUTING.md): a page composes them; shared parts live in components/ or lib/.",
    })),
  ),
);
/**
 * An island wraps a feature's component (web/site/islands/<name>.tsx imports the feature), so a feature
 * never imports an island: a view (web/site/views, web/shared/views) or a page renders it.
 */
const islandZones = withFeatures.map((folder) => ({
  target: `web/${folder}/features`,
  from: ["web/site/islands", "web/shared/islands"],
  message: "A feature does not render an island (the island imports the feature): a view or a page does (web/site/views, web/shared/views).",
}));
/**
 * The public code reaches worker/ only through the contract door, which keeps zod and server code out of
 * the public bundle. The dashboard, whose bundle is the staff's and carries zod for its forms anyway, may
 * import worker/contract directly, so a new resource's screen takes its schemas and types from its own
 * contract module without a line in the door (issue 44's 8 files; docs/decisions.md "A staff resource in
 * fewer files"); the rest of worker/ stays closed to it.
 */
const workerZones = [
  {
    target: ["web/site", "web/shared", "web/*.{ts,tsx}"],
    from: "worker",
    message: "Public code reaches worker/ only through web/shared/lib/contract.ts (CONTRIBUTING.md, step 6).",
  },
  {
    target: "web/dashboard",
    from: "worker",
    except: ["./contract"],
    message: "The dashboard reaches worker/ through worker/contract only (or the doors in web/shared/lib).",
  },
];
/**
 * The contract's door opens on worker/contract only: a module elsewhere in worker/ is not side-effect free
 * to the bundler (vite.config.ts `treeshake`), so its zod came with any public import of the door (28 KB
 * gzipped on the home page's first screen when the booking forms' schemas sat in worker/lib).
 */
const contractDoorZone = {
  target: "web/shared/lib/contract.ts",
  from: "worker",
  except: ["./contract"],
  message: "The web's contract door re-exports worker/contract only (vite.config.ts keeps those modules tree-shakable).",
};
const restrictedPaths = (zones) => ["error", { basePath: ROOT, zones }];

/** What a public page is made of, which takes React Router only through its stand-in and react-query not at all. */
export const PUBLIC_CODE = ["web/{main,entry-server}.tsx", "web/site/**/*.{ts,tsx}", "web/shared/**/*.{ts,tsx}"];

const LIBRARY_MESSAGE = "Public code takes links, the location and navigation from @/shared/lib/router (CONTRIBUTING.md, step 6).";
const QUERY_MESSAGE =
  "Public code has no data cache: a page's data comes from its loader as props, an island's as its props, and an island asks the API with fetch (docs/decisions.md, \"One module per public page\"). The dashboard's data hooks live in web/dashboard.";
const boundaries = [
  {
    files: ["web/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    // `@/` as web/tsconfig.json and vitest.config.ts resolve it.
    settings: { "import-x/resolver-next": [createNodeResolver({ alias: { "@": [join(ROOT, "web")] }, extensions: [".ts", ".tsx", ".d.ts", ".js", ".json"] })] },
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    ignores: WORKER_DOORS,
    rules: { "import-x/no-restricted-paths": restrictedPaths([...folderZones, ...featureZones, ...islandZones, ...workerZones]) },
  },
  {
    files: WORKER_DOORS,
    rules: { "import-x/no-restricted-paths": restrictedPaths([...folderZones, ...featureZones, ...islandZones, contractDoorZone]) },
  },
  {
    files: PUBLIC_CODE,
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            ...["react-router-dom", "react-router"].map((name) => ({ name, allowTypeImports: true, message: LIBRARY_MESSAGE })),
            { name: "@tanstack/react-query", message: QUERY_MESSAGE },
          ],
          patterns: [
            { group: ["react-router/*", "react-router-dom/*"], allowTypeImports: true, message: LIBRARY_MESSAGE },
            { group: ["@tanstack/*"], message: QUERY_MESSAGE },
          ],
        },
      ],
    },
  },
];

export default defineConfig(
  // What git ignores (.gitignore) and generated code; only worker/, web/, scripts/ and tests/ are ours to lint.
  { ignores: ["dist/", ".data/", ".wrangler/", ".tmp/", "test-results/", "migrations/", "worker/worker-configuration.d.ts"] },
  {
    files: ["{worker,web,scripts,tests}/**/*.{ts,tsx}", "eslint.config.js"],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    rules: {
      // `_name` is how this code discards a value it must bind (a destructured field left out of a rest object).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
      // worker/env.ts references wrangler's generated global `Env` (worker-configuration.d.ts is a script, not a module).
      "@typescript-eslint/triple-slash-reference": ["error", { path: "always", types: "prefer-import", lib: "always" }],
    },
  },
  {
    // Tests read response bodies loosely typed on purpose (`json(res): Promise<any>`); each assertion pins the shape it needs.
    files: ["tests/**/*.{ts,tsx}"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    files: ["web/**/*.tsx"],
    extends: [jsxA11y.flatConfigs.recommended],
  },
  ...boundaries,
);
