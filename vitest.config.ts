import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts", "tests/**/*.test.tsx"],
    exclude: ["tests/e2e/**", "node_modules/**"],
    environment: "node",
    // Offline machines: no Request.cf download, no telemetry from wrangler's platform proxy.
    env: { CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: files in parallel is fine, each brings its own database and bucket.
    pool: "forks",
  },
});
