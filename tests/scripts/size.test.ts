import { describe, expect, it } from "vitest";
import { homeDownloads, islandKey, islandModules, laterDownloads, type Manifest } from "../../scripts/size-lib";

// A build manifest shaped like Vite's: the entry (styles only), the islands' runtime, shared chunks,
// home's islands (one an entry of its own, one built as a shared chunk because the app's pages import
// it too), the map that comes as it nears, the app (boot.tsx) and a dashboard route `/` never loads.
const manifest: Manifest = {
  "index.html": { file: "assets/index-AAAA.js", isEntry: true, dynamicImports: ["site/islands.tsx", "boot.tsx"] },
  "site/islands.tsx": {
    file: "assets/islands-NNNN.js",
    isDynamicEntry: true,
    imports: ["_react.js"],
    dynamicImports: ["site/islands/top-bar.tsx", "_banner-slider-SSSS.js", "site/islands/projects-map.tsx"],
  },
  "boot.tsx": { file: "assets/boot-JJJJ.js", isDynamicEntry: true, imports: ["_react.js", "_router.js"], dynamicImports: ["app/routes/dashboard/home.tsx"] },
  "_react.js": { file: "assets/react-BBBB.js" },
  "_router.js": { file: "assets/router-OOOO.js", imports: ["_react.js"] },
  "_ui.js": { file: "assets/ui-CCCC.js", imports: ["_react.js"] },
  "site/islands/top-bar.tsx": { file: "assets/top-bar-EEEE.js", name: "top-bar", isDynamicEntry: true, imports: ["_ui.js"] },
  "_banner-slider-SSSS.js": { file: "assets/banner-slider-SSSS.js", name: "banner-slider", imports: ["_ui.js"] },
  "site/islands/projects-map.tsx": { file: "assets/projects-map-QQQQ.js", name: "projects-map", isDynamicEntry: true, imports: ["_ui.js"], dynamicImports: ["_map.js"] },
  "app/routes/dashboard/home.tsx": { file: "assets/home-HHHH.js", isDynamicEntry: true, imports: ["_ui.js"] },
  "_map.js": { file: "assets/leaflet-map-IIII.js" },
};

describe("what `/` downloads before its first screen works", () => {
  it("counts the entry, the islands' runtime and home's first islands, once each, nothing lazy", () => {
    expect(homeDownloads(manifest, ["site/islands.tsx", "site/islands/top-bar.tsx", "_banner-slider-SSSS.js"])).toEqual([
      "assets/index-AAAA.js",
      "assets/islands-NNNN.js",
      "assets/react-BBBB.js",
      "assets/top-bar-EEEE.js",
      "assets/ui-CCCC.js",
      "assets/banner-slider-SSSS.js",
    ]);
  });

  it("finds an island by its module, or by its chunk's name when the app's pages share it", () => {
    expect(islandKey(manifest, "top-bar")).toBe("site/islands/top-bar.tsx");
    expect(islandKey(manifest, "banner-slider")).toBe("_banner-slider-SSSS.js");
    expect(() => islandKey(manifest, "missing")).toThrow(/no island missing/);
    expect(islandModules(manifest)).toEqual(["_banner-slider-SSSS.js", "site/islands/projects-map.tsx", "site/islands/top-bar.tsx"]);
  });

  it("lists apart what comes after: an island as it nears, not its lazy imports", () => {
    const first = ["site/islands.tsx", "site/islands/top-bar.tsx"];
    const counted = homeDownloads(manifest, first);
    expect(laterDownloads(manifest, counted, ["site/islands/projects-map.tsx"], first)).toEqual([{ module: "site/islands/projects-map.tsx", files: ["assets/projects-map-QQQQ.js"] }]);
  });

  it("fails loudly when a module it counts is not in the build", () => {
    expect(() => homeDownloads(manifest, ["site/islands/missing.tsx"])).toThrow(/no site\/islands\/missing.tsx/);
  });
});
