import { describe, expect, it } from "vitest";
import { homeDownloads, laterDownloads, type Manifest, otherPublicPages, pageDownloads } from "../../scripts/size-lib";

// A build manifest shaped like Vite's: the entry (styles only), the code that runs a page without
// the app (light.tsx) or with it (boot.tsx, which brings the router), shared chunks, the public layout,
// home and two other pages (blog and contact hydrate without the app; the error screen does not), a dashboard route and a
// map chunk that `/` never loads.
const manifest: Manifest = {
  "index.html": { file: "assets/index-AAAA.js", isEntry: true, dynamicImports: ["light.tsx", "boot.tsx"] },
  "light.tsx": { file: "assets/light-NNNN.js", isDynamicEntry: true, imports: ["_react.js"], dynamicImports: ["boot.tsx"] },
  "boot.tsx": { file: "assets/boot-JJJJ.js", isDynamicEntry: true, imports: ["_react.js", "_router.js"], dynamicImports: ["app/routes/dashboard/home.tsx"] },
  "_react.js": { file: "assets/react-BBBB.js" },
  "_router.js": { file: "assets/router-OOOO.js", imports: ["_react.js"] },
  "_ui.js": { file: "assets/ui-CCCC.js", imports: ["_react.js"] },
  "_styles.css": { file: "assets/index-DDDD.css" },
  "app/routes/public/layout.tsx": { file: "assets/layout-EEEE.js", isDynamicEntry: true, imports: ["_ui.js", "_styles.css"] },
  "app/routes/public/not-found.tsx": { file: "assets/not-found-FFFF.js", isDynamicEntry: true, imports: ["_ui.js"] },
  "app/routes/public/home.tsx": { file: "assets/home-GGGG.js", isDynamicEntry: true, imports: ["_ui.js"], dynamicImports: ["features/home/components/why-joint-venture.tsx", "app/routes/public/home-map.tsx"] },
  "features/home/components/why-joint-venture.tsx": { file: "assets/why-joint-venture-KKKK.js", isDynamicEntry: true, imports: ["_ui.js", "_accordion.js"] },
  "app/routes/public/home-map.tsx": { file: "assets/home-map-QQQQ.js", isDynamicEntry: true, imports: ["_ui.js"], dynamicImports: ["_map.js"] },
  "_accordion.js": { file: "assets/accordion-LLLL.js", imports: ["_react.js"] },
  "app/routes/public/blog.tsx": { file: "assets/blog-MMMM.js", isDynamicEntry: true, imports: ["_ui.js"] },
  "app/routes/public/contact.tsx": { file: "assets/contact-PPPP.js", isDynamicEntry: true, imports: ["_ui.js"] },
  "app/routes/dashboard/home.tsx": { file: "assets/home-HHHH.js", isDynamicEntry: true, imports: ["_ui.js"] },
  "_map.js": { file: "assets/leaflet-map-IIII.js" },
};

describe("what `/` downloads before its first screen works", () => {
  it("counts the entry, the code that hydrates it without the app, and the layout's and home's chunks, once each, nothing lazy", () => {
    expect(homeDownloads(manifest)).toEqual([
      "assets/index-AAAA.js",
      "assets/light-NNNN.js",
      "assets/react-BBBB.js",
      "assets/layout-EEEE.js",
      "assets/ui-CCCC.js",
      "assets/home-GGGG.js",
    ]);
  });

  it("lists apart what comes after: the sections below the first screen, then the app the listing may hand over to", () => {
    const later = ["features/home/components/why-joint-venture.tsx", "app/routes/public/home-map.tsx", "boot.tsx"];
    expect(laterDownloads(manifest, homeDownloads(manifest), later)).toEqual([
      { module: "features/home/components/why-joint-venture.tsx", files: ["assets/why-joint-venture-KKKK.js", "assets/accordion-LLLL.js"] },
      { module: "app/routes/public/home-map.tsx", files: ["assets/home-map-QQQQ.js"] },
      { module: "boot.tsx", files: ["assets/boot-JJJJ.js", "assets/router-OOOO.js"] },
    ]);
  });

  it("counts another public page the same way, with the app's code for a page the app runs", () => {
    expect(otherPublicPages(manifest)).toEqual(["app/routes/public/blog.tsx", "app/routes/public/contact.tsx", "app/routes/public/not-found.tsx"]);
    expect(pageDownloads(manifest, "app/routes/public/blog.tsx")).toEqual([
      "assets/index-AAAA.js",
      "assets/light-NNNN.js",
      "assets/react-BBBB.js",
      "assets/layout-EEEE.js",
      "assets/ui-CCCC.js",
      "assets/blog-MMMM.js",
    ]);
    expect(pageDownloads(manifest, "app/routes/public/contact.tsx")).toEqual([
      "assets/index-AAAA.js",
      "assets/light-NNNN.js",
      "assets/react-BBBB.js",
      "assets/layout-EEEE.js",
      "assets/ui-CCCC.js",
      "assets/contact-PPPP.js",
    ]);
    expect(pageDownloads(manifest, "app/routes/public/not-found.tsx")).toEqual([
      "assets/index-AAAA.js",
      "assets/boot-JJJJ.js",
      "assets/react-BBBB.js",
      "assets/router-OOOO.js",
      "assets/layout-EEEE.js",
      "assets/ui-CCCC.js",
      "assets/not-found-FFFF.js",
    ]);
  });

  it("fails loudly when a module it counts is not in the build", () => {
    expect(() => homeDownloads(manifest, ["app/routes/public/missing.tsx"])).toThrow(/no app\/routes\/public\/missing.tsx/);
  });
});
