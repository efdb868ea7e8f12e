import { describe, expect, it } from "vitest";
import { missingOptionals, platformOf, type Lockfile } from "../../scripts/lock-platforms-lib";

describe("platformOf", () => {
  it("reads os, cpu and libc from the names of prebuilt packages", () => {
    expect(platformOf("@tailwindcss/oxide-darwin-arm64")).toEqual({ os: ["darwin"], cpu: ["arm64"] });
    expect(platformOf("@cloudflare/workerd-windows-64")).toEqual({ os: ["win32"], cpu: ["x64"] });
    expect(platformOf("@cloudflare/workerd-darwin-64")).toEqual({ os: ["darwin"], cpu: ["x64"] });
    expect(platformOf("@tailwindcss/oxide-win32-arm64-msvc")).toEqual({ os: ["win32"], cpu: ["arm64"] });
    expect(platformOf("@tailwindcss/oxide-linux-x64-musl")).toEqual({ os: ["linux"], cpu: ["x64"], libc: ["musl"] });
    expect(platformOf("lightningcss-linux-arm64-gnu")).toEqual({ os: ["linux"], cpu: ["arm64"], libc: ["glibc"] });
    expect(platformOf("@tailwindcss/oxide-wasm32-wasi")).toEqual({ cpu: ["wasm32"] });
  });
  it("answers null when the name does not tell", () => {
    expect(platformOf("fsevents")).toBeNull();
    expect(platformOf("@tailwindcss/oxide-darwin")).toBeNull();
  });
});

describe("missingOptionals", () => {
  const lock: Lockfile = {
    packages: {
      "": { name: "app" },
      "node_modules/oxide": {
        version: "4.3.5",
        dev: true,
        optionalDependencies: { "oxide-linux-x64": "4.3.5", "oxide-darwin-arm64": "4.3.5", loose: "^1.0.0" },
      },
      "node_modules/oxide-linux-x64": { version: "4.3.5", dev: true, optional: true },
      "node_modules/old/node_modules/oxide": { version: "3.0.0", optionalDependencies: { "oxide-darwin-arm64": "3.0.0" } },
    },
  };
  it("lists the exact-pinned optional packages with no entry, where node would find them", () => {
    expect(missingOptionals(lock)).toEqual([
      { path: "node_modules/oxide-darwin-arm64", name: "oxide-darwin-arm64", version: "4.3.5", dev: true },
      {
        path: "node_modules/old/node_modules/oxide/node_modules/oxide-darwin-arm64",
        name: "oxide-darwin-arm64",
        version: "3.0.0",
        dev: false,
      },
    ]);
  });
  it("nests a second version under its parent once the top level is taken", () => {
    const filled: Lockfile = {
      packages: { ...lock.packages, "node_modules/oxide-darwin-arm64": { version: "4.3.5", optional: true } },
    };
    expect(missingOptionals(filled)).toEqual([
      {
        path: "node_modules/old/node_modules/oxide/node_modules/oxide-darwin-arm64",
        name: "oxide-darwin-arm64",
        version: "3.0.0",
        dev: false,
      },
    ]);
  });
});
