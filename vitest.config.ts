import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vitest/config";

// Offline machines: no Request.cf download, no telemetry from wrangler's platform proxy.
const env = { CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };
const alias = { "@": fileURLToPath(new URL("./web", import.meta.url)) };

/** A .woff import is its bytes, an ArrayBuffer, as wrangler.toml's "Data" rule makes it in the worker (worker/lib/receipt-fonts.ts). */
const fontBytes: Plugin = {
  name: "font-bytes",
  enforce: "pre",
  load(id) {
    if (!id.endsWith(".woff")) return null;
    const base64 = readFileSync(id).toString("base64");
    return `export default Uint8Array.from(atob("${base64}"), (c) => c.charCodeAt(0)).buffer;`;
  },
};

const COMPANY_RECORD_FILES = ["tests/e2e/company.test.ts", "tests/e2e/dashboard-company.test.ts"];

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        plugins: [fontBytes],
        test: {
          name: "node",
          include: ["tests/**/*.test.ts", "tests/**/*.test.tsx"],
          exclude: ["tests/e2e/**", "node_modules/**"],
          environment: "node",
          env,
          testTimeout: 30_000,
          hookTimeout: 90_000,
          pool: "forks",
        },
      },
      {
        resolve: { alias },
        plugins: [fontBytes],
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          exclude: COMPANY_RECORD_FILES,
          environment: "node",
          env,
          globalSetup: ["tests/e2e/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A browser waits on the page's own work (a chunk, a hydration) that a busy machine slows.
          expect: { poll: { timeout: 15_000 } },
          pool: "forks",
          // One worker server for all; two browser files at a time suit a 2-core machine.
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias },
        plugins: [fontBytes],
        test: {
          // The files that rewrite the company's one contact record: their own site and database
          // (their own global setup), so the public pages tested beside them never see their values.
          name: "e2e-company",
          include: COMPANY_RECORD_FILES,
          environment: "node",
          env,
          globalSetup: ["tests/e2e/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          expect: { poll: { timeout: 15_000 } },
          pool: "forks",
          maxWorkers: 1,
        },
      },
    ],
  },
});
