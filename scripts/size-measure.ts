/**
 * The built client as `npm run size` and its budget test read it: the manifest `vite build` leaves
 * beside the served files (dist/client-manifest.json, vite.config.ts) and each file's gzipped size.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { homeDownloads, type Manifest } from "./size-lib";

/** Issue 10: the JavaScript `/` downloads before its first screen works, gzipped. */
export const BUDGET_KB = 100;

const root = join(import.meta.dirname, "..");
export const CLIENT_DIR = join(root, "dist/client");
const MANIFEST = join(root, "dist/client-manifest.json");

export function readManifest(): Manifest {
  if (!existsSync(MANIFEST)) throw new Error("no dist/client-manifest.json: run `vite build` first (npm test and npm run size do)");
  return JSON.parse(readFileSync(MANIFEST, "utf8")) as Manifest;
}

/** A built file's size gzipped at the highest level, in KB. */
export const gzippedKb = (file: string) => gzipSync(readFileSync(join(CLIENT_DIR, file)), { level: 9 }).length / 1024;

/** What `/` downloads before its first screen works, in KB gzipped, and the files. */
export function homeKb(manifest = readManifest()): { kb: number; files: string[] } {
  const files = homeDownloads(manifest);
  return { kb: files.reduce((sum, f) => sum + gzippedKb(f), 0), files };
}
