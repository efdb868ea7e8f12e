import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Offline machines: no Request.cf download, no telemetry from wrangler's platform proxy.
const env = { CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };
const alias = { "@": fileURLToPath(new URL("./web", import.meta.url)) };

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
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
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          env,
          globalSetup: ["tests/e2e/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: "forks",
          // One worker server for all; two browser files at a time suit a 2-core machine.
          maxWorkers: 2,
        },
      },
    ],
  },
});
