/** Pure helpers of scripts/lock-platforms.ts (unit-tested in tests/scripts/lock-platforms.test.ts). */

export interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  devOptional?: boolean;
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
}
export interface Lockfile {
  packages: Record<string, LockEntry>;
  [key: string]: unknown;
}
export interface Platform {
  os?: string[];
  cpu: string[];
  libc?: string[];
}

const OS: [RegExp, string][] = [
  [/(^|-)(darwin|macos)(-|$)/, "darwin"],
  [/(^|-)(win32|windows)(-|$)/, "win32"],
  [/(^|-)linux(-|$)/, "linux"],
  [/(^|-)freebsd(-|$)/, "freebsd"],
  [/(^|-)android(-|$)/, "android"],
  [/(^|-)openharmony(-|$)/, "openharmony"],
];
const CPU: [RegExp, string][] = [
  [/(^|-)(arm64|aarch64)(-|$)/, "arm64"],
  [/(^|-)(x64|x86_64|64)(-|$)/, "x64"],
  [/(^|-)ia32(-|$)/, "ia32"],
  [/(^|-)arm(-|$)/, "arm"],
  [/(^|-)wasm32(-|$)/, "wasm32"],
  [/(^|-)(ppc64|s390x|riscv64|loong64)(-|$)/, ""],
];

/** The platform a prebuilt package targets, read from its name; null when the name does not say. */
export function platformOf(name: string): Platform | null {
  const base = name.split("/").pop()!;
  const cpuHit = CPU.find(([re]) => re.test(base));
  if (!cpuHit) return null;
  const cpu = cpuHit[1] || base.match(/(ppc64|s390x|riscv64|loong64)/)![1]!;
  if (cpu === "wasm32") return { cpu: [cpu] };
  const os = OS.find(([re]) => re.test(base))?.[1];
  if (!os) return null;
  const libc = os !== "linux" ? undefined : /-musl(-|$)/.test(base) ? "musl" : /-gnu/.test(base) ? "glibc" : undefined;
  return { os: [os], cpu: [cpu], ...(libc ? { libc: [libc] } : {}) };
}

export interface Missing {
  path: string;
  name: string;
  version: string;
  dev: boolean;
}

/**
 * Optional dependencies that the lockfile names but has no entry for, where node's resolution
 * would look for them: nested under the parent, else at the top. Only exact versions are filled.
 */
export function missingOptionals(lock: Lockfile): Missing[] {
  const out = new Map<string, Missing>();
  for (const [path, entry] of Object.entries(lock.packages)) {
    for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
      if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(spec)) continue;
      const found = resolve(lock, path, name) ?? out.get(`node_modules/${name}`);
      if (found?.version === spec) continue;
      const top = `node_modules/${name}`;
      const target = found ? `${path ? `${path}/` : ""}node_modules/${name}` : top;
      out.set(target, { path: target, name, version: spec, dev: entry.dev === true });
    }
  }
  return [...out.values()];
}

/** The entry node's resolution would find for `name` required from the package at `from`. */
function resolve(lock: Lockfile, from: string, name: string): LockEntry | undefined {
  let dir = from;
  for (;;) {
    const hit = lock.packages[`${dir ? `${dir}/` : ""}node_modules/${name}`];
    if (hit) return hit;
    if (!dir) return undefined;
    const i = dir.lastIndexOf("/node_modules/");
    dir = i < 0 ? "" : dir.slice(0, i);
  }
}
