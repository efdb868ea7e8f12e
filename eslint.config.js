/**
 * `npm run lint` (and `npm test`, with no warning allowed): typescript-eslint's recommended rules on
 * worker/, web/, scripts/ and tests/, React's hook rules and jsx-a11y on the web, and the web's import
 * boundaries (CONTRIBUTING.md, "Adding a resource" step 6; docs/decisions.md, "Public pages: server
 * HTML with islands"), which tests/lint/boundaries.test.ts proves with files that break them.
 *
 * Boundaries that need the imported file are eslint-plugin-import-x's `no-restricted-paths`: it
 * resolves every import (`@/…` and relative alike) to a file before matching it, so no spelling
 * slips past. Bans on a package name are `no-restricted-imports`, which matches the name alone.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig } from "eslint/config";
import tseslint from "typescript-eslint";

const ROOT = import.meta.dirname;

/**
 * What public pages and their islands are made of: the pages, the entries, the islands and their
 * runtime (web/islands.tsx, web/islands/*, lib/island.tsx), the public layout's components and
 * the public side of the features, including the public reads' hooks. Whatever the dashboard also
 * uses (the project's detail view, the ui primitives) is here too: a public page still carries it.
 */
export const PUBLIC_CODE = [
  "web/{main,islands,entry-server}.tsx",
  "web/islands/**",
  "web/lib/island.tsx",
  "web/lib/browser-router.ts",
  "web/app/routes/public/**",
  "web/app/{page-chrome.tsx,rendered-state.ts}",
  "web/lib/query.ts",
  "web/components/layouts/{*,lib/**}",
  "web/components/{content,gallery,ui}/**",
  "web/components/{landowner-cta,map-frame,project-card,project-image,toaster}.tsx",
  "web/lib/content-query.ts",
  "web/features/{about,banner-statics,contact-information,total-count}/api/get-*.ts",
  "web/features/banners/api/get-banners.ts",
  "web/features/blogs/api/get-blog{,s}.ts",
  "web/features/coverage/api/get-coverage{,-item}.ts",
  "web/features/news-events/api/get-news-event{,s}.ts",
  "web/features/projects/api/get-project{s,-details}.ts",
  "web/features/about/components/about-{intro,management,skeleton,targets,team}.tsx",
  "web/features/banner-statics/**",
  "web/features/banners/components/{banner-slide,banner-slider,hero-fallback,slider-controls}.tsx",
  "web/features/banners/{hooks,lib}/**",
  "web/features/contact-information/components/{contact-details,contact-map}.tsx",
  "web/features/contact-information/lib/**",
  "web/features/content-details/components/{content-detail,detail-loading,paragraphs,project-link,video-embed}.tsx",
  "web/features/home/**",
  "web/features/messages/{api/send-message.ts,components/{contact-form,form-field,honeypot,landowner-form,visit-form}.tsx,lib/contact-schema.ts}",
  "web/features/projects/components/{detail,listing,map}/**",
  "web/features/projects/components/projects-map.tsx",
  "web/features/total-count/components/{counts-graphic,flat-donut}.tsx",
  "web/features/total-count/lib/**",
];

/**
 * The staff screens' code, which public code never imports (the worker never renders those screens):
 * their routes, layout and config, the staff query helpers, and the features only they use.
 * All globs (import-x refuses a `from` that mixes globs and plain paths).
 */
export const DASHBOARD_CODE = [
  "web/app/routes/{dashboard/**,auth/**,staff-classes.ts}",
  "web/components/layouts/dashboard/**",
  "web/config/dashboard*.ts",
  "web/lib/{staff-query,content-admin}.ts",
  "web/features/{activity,auth,content,menus,overview,users}/**",
];

/**
 * The web's doors to worker/: lib/contract.ts (constants, pure rules and types of worker/contract) and
 * lib/api-client.ts, whose `hc<AppType>` takes the type of the worker's app (CONTRIBUTING.md, step 6).
 */
export const WORKER_DOORS = ["web/lib/contract.ts", "web/lib/api-client.ts"];

/** One zone per folder of web/features, read from disk: a new feature is fenced in as it is made. */
const featureZones = readdirSync(join(ROOT, "web/features"), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map(({ name }) => ({
    target: `web/features/${name}`,
    from: "web/features",
    except: [`./${name}`],
    message: "A feature does not import another feature (CONTRIBUTING.md): a page composes them; shared parts live in web/components or web/lib.",
  }));
const publicZone = {
  target: PUBLIC_CODE,
  from: DASHBOARD_CODE,
  message: "Public pages and islands do not import the dashboard's code (eslint.config.js: PUBLIC_CODE, DASHBOARD_CODE).",
};
const workerZone = {
  target: "web",
  from: "worker",
  message: "The web reaches worker/ only through web/lib/contract.ts (CONTRIBUTING.md, step 6).",
};
const restrictedPaths = (zones) => ["error", { basePath: ROOT, zones }];

const LIBRARY_MESSAGE =
  "Public code takes links, the location and navigation from @/lib/router, and useQuery, useQueries and queryOptions from @/lib/query (CONTRIBUTING.md, step 6).";
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
    rules: { "import-x/no-restricted-paths": restrictedPaths([...featureZones, publicZone, workerZone]) },
  },
  {
    files: WORKER_DOORS,
    rules: { "import-x/no-restricted-paths": restrictedPaths([...featureZones, publicZone]) },
  },
  {
    files: PUBLIC_CODE,
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: ["react-router-dom", "react-router", "@tanstack/react-query"].map((name) => ({ name, allowTypeImports: true, message: LIBRARY_MESSAGE })),
          patterns: [{ group: ["react-router/*", "react-router-dom/*", "@tanstack/react-query/*"], allowTypeImports: true, message: LIBRARY_MESSAGE }],
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
