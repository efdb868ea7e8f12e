import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

/** Local runs need no network: no Request.cf download, no telemetry, no update check. */
export const OFFLINE_ENV = {
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_HIDE_BANNER: "true",
};
Object.assign(process.env, OFFLINE_ENV, process.env);

/** The local defaults every script shares; each can be overridden from the environment. */
export const DEFAULT_SEED_PASSWORD = "Uday@2026demo";

export function localEnv() {
  const dataDir = resolve(process.env.DATA_DIR ?? ".data");
  mkdirSync(dataDir, { recursive: true });
  return {
    dataDir,
    port: Number(process.env.PORT ?? 8787),
    dbFile: join(dataDir, "local.db"),
    /** wrangler dev --persist-to DATA_DIR keeps R2 under DATA_DIR/v3; getPlatformProxy must match. */
    persistDir: join(dataDir, "v3"),
    seedPassword: process.env.SEED_PASSWORD ?? DEFAULT_SEED_PASSWORD,
    jwtSecret: process.env.JWT_SECRET ?? persistentSecret(join(dataDir, "jwt-secret")),
  };
}

/** A random signing key generated once per data directory, so local sessions survive restarts. */
function persistentSecret(file: string): string {
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  return readFileSync(file, "utf8").trim();
}
