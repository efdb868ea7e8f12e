import { describe, expect, it } from "vitest";
import { homeDownloads, laterDownloads, type Manifest, otherPublicPages, pageDownloads } from "../../scripts/size-lib";

// A build manifest shaped like Vite's: the entry (styles only), the app's code it loads (boot.tsx),
// two shared chunks, the public layout and home routes (lazy), a dashboard route and a map chunk
// that `/` never loads.
const manifest: Manifest = {
  "index.html": { file: "assets/index-AAAA.js", isEntry: true, dynamicImports: ["boot.tsx"] },
  "boot.tsx": { file: "assets/boot-JJJJ.js", isDynamicEntry: true, imports: ["_react.js"], dynamicImports: ["app/routes/public/layout.tsx", "app/routes/public/home.tsx", "app/routes/dashboard/home.tsx"] },
  "_react.js": { file: "assets/react-BBBB.js" },
  "_ui.js": { file: "assets/ui-CCCC.js", imports: ["_react.js"] },
  "_styles.css": { file: "assets/index-DDDD.css" },
  "app/routes/public/layout.tsx": { file: "assets/layout-EEEE.js", isDynamicEntry: true, imports: ["_ui.js", "_styles.css"] },
  "app/routes/public/not-found.tsx": { file: "assets/not-found-FFFF.js", isDynamicEntry: true, imports: ["_ui.js"] },
  "app/routes/public/home.tsx": { file: "assets/home-GGGG.js", isDynamicEntry: true, imports: ["_ui.js"], dynamicImports: ["app/routes/public/home-sections.tsx"] },
  "app/routes/public/home-sections.tsx": { file: "assets/home-sections-KKKK.js", isDynamicEntry: true, imports: ["_ui.js", "_accordion.js"], dynamicImports: ["_map.js"] },
  "_accordion.js": { file: "assets/accordion-LLLL.js", imports: ["_react.js"] },
  "app/routes/public/blog.tsx": { file: "assets/blog-MMMM.js", isDynamicEntry: true, imports: ["_ui.js"] },
  "app/routes/dashboard/home.tsx": { file: "assets/home-HHHH.js", isDynamicEntry: true, imports: ["_ui.js"] },
  "_map.js": { file: "assets/leaflet-map-IIII.js" },
};

// What every public page downloads before its own route chunk, in first-seen order.
const EVERY_PAGE = [
  "assets/index-AAAA.js",
  "assets/boot-JJJJ.js",
  "assets/react-BBBB.js",
  "assets/layout-EEEE.js",
  "assets/ui-CCCC.js",
];

describe("homeDownloads", () => {
  it("counts the entry, its static imports and the home routes' chunks once each, and nothing lazy (the error screen included)", () => {
    expect(homeDownloads(manifest)).toEqual([...EVERY_PAGE, "assets/home-GGGG.js"]);
  });
  it("lists the sections below the first screen apart: their own chunks, not those already counted, nothing lazy", () => {
    expect(laterDownloads(manifest, homeDownloads(manifest))).toEqual(["assets/home-sections-KKKK.js", "assets/accordion-LLLL.js"]);
  });
  it("counts another public page the same way, with its own route chunk instead of home's", () => {
    expect(otherPublicPages(manifest)).toEqual(["app/routes/public/blog.tsx", "app/routes/public/not-found.tsx"]);
    expect(pageDownloads(manifest, "app/routes/public/blog.tsx")).toEqual([...EVERY_PAGE, "assets/blog-MMMM.js"]);
  });
  it("fails loudly when a home route is not in the build", () => {
    expect(() => homeDownloads(manifest, ["app/routes/public/missing.tsx"])).toThrow(/no app\/routes\/public\/missing.tsx/);
  });
});
