import { createHash } from "node:crypto";
import { existsSync, readFileSync, renameSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { assetHeadersFile } from "./worker/lib/response-kinds.ts";

// In `npm run dev` the worker runs in wrangler (miniflare) and Vite proxies /api and /im to it,
// so the SPA hot-reloads while the worker reloads on its own file changes.
const workerOrigin = `http://127.0.0.1:${process.env.WORKER_PORT ?? "8787"}`;

/**
 * The favicon (web/favicon.svg, 0.6 KB) inside index.html as a data: URI, not a file (issue 47). The
 * browser asks for the icon while the page's first screen loads, and on a phone's HTTP/1.1 that request
 * took a connection and a share of the line beside the stylesheet and the LCP picture: Lighthouse's model
 * of /projects/PRJ-0009 put the LCP 150 ms later on the runs where it did.
 */
function inlineFavicon(): Plugin {
  return {
    name: "uday-inline-favicon",
    transformIndexHtml: {
      order: "pre",
      handler(html) {
        const svg = readFileSync(fileURLToPath(new URL("./web/favicon.svg", import.meta.url)), "utf8").trim();
        const uri = `data:image/svg+xml,${encodeURIComponent(svg).replace(/%3D/g, "=").replace(/%3A/g, ":").replace(/%2F/g, "/").replace(/%2C/g, ",")}`;
        const out = html.replace(/href="\.\/favicon\.svg"/, () => `href="${uri}"`);
        if (out === html) throw new Error("index.html no longer links ./favicon.svg");
        return out;
      },
    },
  };
}

/** The packages' style sheets whose faces the site uses (web/fonts.ts, and web/entry-server.tsx's `<noscript>`). */
const FONT_STYLESHEETS = ["@fontsource-variable/inter/index.css", "@fontsource/noto-sans-bengali/400.css", "@fontsource/noto-sans-bengali/600.css"];
const FONT_FACES = "virtual:font-faces";

/**
 * The site's font faces as data, read from fontsource's style sheets when the app is built (issue 47): the
 * browser no longer parses CSS text with regular expressions as the fonts module loads (16–74 ms of one
 * task in the traces of this machine, four times that on Lighthouse's phone). Each face's WOFF2 file is
 * imported `?url`, so Vite emits it under its hashed name; the WOFF fallback is for browsers without the
 * CSS Font Loading API, which do not run the fonts module.
 */
function fontFaces(): Plugin {
  const require = createRequire(import.meta.url);
  return {
    name: "uday-font-faces",
    resolveId: (id) => (id === FONT_FACES ? `\0${FONT_FACES}` : undefined),
    load(id) {
      if (id !== `\0${FONT_FACES}`) return;
      const imports: string[] = [];
      const faces: string[] = [];
      for (const sheet of FONT_STYLESHEETS) {
        const file = require.resolve(sheet);
        this.addWatchFile(file);
        for (const [, rule] of readFileSync(file, "utf8").matchAll(/@font-face\s*{([^}]*)}/g)) {
          const get = (name: string) => rule!.match(new RegExp(`(?:^|[;{\\s])${name}:\\s*([^;]+)`))?.[1]?.trim();
          const woff2 = get("src")?.match(/url\(\s*["']?([^"')]+\.woff2)/)?.[1];
          const family = get("font-family")?.replace(/["']/g, "");
          if (!woff2 || !family) throw new Error(`${sheet}: a face without a family or a WOFF2 file`);
          imports.push(`import f${imports.length} from ${JSON.stringify(`${resolve(dirname(file), woff2)}?url`)};`);
          const descriptors = { style: get("font-style") ?? "normal", weight: get("font-weight") ?? "normal", display: get("font-display") ?? "swap", unicodeRange: get("unicode-range") ?? "U+0-10FFFF" };
          faces.push(`{ family: ${JSON.stringify(family)}, url: f${imports.length - 1}, descriptors: ${JSON.stringify(descriptors)} }`);
        }
      }
      return `${imports.join("\n")}\nexport default [${faces.join(",\n")}];\n`;
    },
  };
}

/**
 * lucide's icons without the SVG attributes every one of them repeats (web/shared/lib/lucide-attributes.ts):
 * lucide's own `defaultAttributes` module, imported by its icon builder, resolved to ours. A plugin, not a
 * wrapper module over the icons: each icon stays its own module, so a chunk still carries only the icons
 * its pages draw. tests/worker/page-render.test.ts checks the rendered icons, so a lucide release that
 * moves the file fails there.
 */
function leanLucide(): Plugin {
  const ours = fileURLToPath(new URL("./web/shared/lib/lucide-attributes.ts", import.meta.url));
  return {
    name: "uday-lean-lucide",
    enforce: "pre",
    resolveId(source, importer) {
      if (source === "./defaultAttributes.mjs" && importer && /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]shared[\\/]src[\\/]build[\\/]/.test(importer)) return ours;
      return undefined;
    },
  };
}

const ROUTE_CHUNKS = "virtual:route-chunks";
/** Replaced in the built renderer by a hash of the renderer itself (`routeChunks` below). */
const RENDERER_HASH = "__RENDERER_HASH__";

/**
 * The client build's chunks per island (`islands/top-bar.tsx` → its chunk and the chunks it imports
 * statically, less what the entry already loads), the islands' runtime's and the Bengali strings', handed to the server
 * build as `virtual:route-chunks`: the worker modulepreloads a rendered page's islands (web/entry-server.tsx).
 * The two environments build one after the other in this process (`builder` below).
 *
 * It also names the build for the worker's edge cache (web/entry-server.tsx, BUILD_ID): a hash of the
 * built renderer, which holds the client's chunk names, so a deploy that changes how any page renders
 * (a component, the renderer alone) never serves the last build's cached pages.
 */
function routeChunks(): Plugin {
  // On globalThis: each environment resolves this config file anew, so a closure would not be shared.
  const store = globalThis as { routeChunks?: { chunks: Record<string, string[]>; renderer: string } };
  return {
    name: "route-chunks",
    generateBundle(_options, bundle) {
      if (this.environment.name === "ssr") {
        for (const c of Object.values(bundle)) {
          if (c.type === "chunk" && c.code.includes(RENDERER_HASH)) {
            c.code = c.code.replace(RENDERER_HASH, createHash("sha256").update(c.code).digest("hex").slice(0, 16));
          }
        }
        return;
      }
      if (this.environment.name !== "client") return;
      const chunks = Object.values(bundle).filter((c) => c.type === "chunk");
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (file: string, seen = new Set<string>()) => {
        if (seen.has(file)) return seen;
        seen.add(file);
        for (const dep of byFile.get(file)?.imports ?? []) closure(dep, seen);
        return seen;
      };
      const entry = chunks.find((c) => c.isEntry);
      const loaded = entry ? closure(entry.fileName) : new Set<string>();
      const map: Record<string, string[]> = {};
      for (const c of chunks) {
        const files = () => [...closure(c.fileName)].filter((f) => !loaded.has(f)).map((f) => `/${f}`);
        // web/site/islands.tsx as "islands"; web/{site,shared}/islands/<name>.tsx as "island:<name>", by the
        // chunk that holds it (an island the app's pages also import is a shared chunk rather than an entry's facade).
        if (/[\\/]web[\\/]site[\\/]islands\.tsx$/.test(c.facadeModuleId ?? "")) map.islands = files();
        // web/shared/i18n/bengali.ts as "language:bn": a Bengali page's strings, preloaded with its islands.
        if (/[\\/]web[\\/]shared[\\/]i18n[\\/]bengali\.ts$/.test(c.facadeModuleId ?? "")) map["language:bn"] = files();
        for (const id of c.moduleIds) {
          const m = id.match(/[\\/]web[\\/](?:site|shared)[\\/]islands[\\/]([\w-]+)\.tsx$/);
          if (m) map[`island:${m[1]}`] = files();
        }
      }
      store.routeChunks = { chunks: map, renderer: RENDERER_HASH };
    },
    resolveId: (id) => (id === ROUTE_CHUNKS ? `\0${ROUTE_CHUNKS}` : undefined),
    load: (id) =>  (id === `\0${ROUTE_CHUNKS}` ? `export default ${JSON.stringify(store.routeChunks ?? { chunks: {}, renderer: RENDERER_HASH })};` : undefined),
  };
}

/**
 * The static assets' `_headers` (the dashboard's shell, /login, the built files), written from the
 * worker's one list of response headers (worker/lib/response-kinds.ts), so an asset, a page the
 * worker renders and their 304s carry the same policy.
 */
function assetHeaders(): Plugin {
  return {
    name: "asset-headers",
    generateBundle() {
      if (this.environment.name === "client") this.emitFile({ type: "asset", fileName: "_headers", source: assetHeadersFile() });
    },
  };
}

/** Where the client build's manifest goes: out of dist/client, which is served as it is. */
const CLIENT_MANIFEST = fileURLToPath(new URL("./dist/client-manifest.json", import.meta.url));

/**
 * Moves the client build's manifest (which chunk each module is in) out of the served files, to
 * dist/client-manifest.json: `npm run size` counts what `/` downloads from it, and a test in `npm test`
 * holds that to the budget (tests/scripts/size-budget.test.ts).
 */
function manifestBeside(): Plugin {
  return {
    name: "manifest-beside",
    writeBundle(options) {
      if (this.environment.name !== "client" || !options.dir) return;
      const written = join(options.dir, ".vite", "manifest.json");
      if (!existsSync(written)) return;
      renameSync(written, CLIENT_MANIFEST);
      rmSync(join(options.dir, ".vite"), { recursive: true, force: true });
    },
  };
}

export default defineConfig({
  root: "web",
  publicDir: "public",
  plugins: [leanLucide(), fontFaces(), react(), tailwindcss(), routeChunks(), manifestBeside(), assetHeaders(), inlineFavicon()],
  resolve: {
    alias: [
      { find: "@", replacement: fileURLToPath(new URL("./web", import.meta.url)) },
      // zod without its eval probe, which the pages' CSP reports (web/shared/lib/zod-browser.ts).
      { find: /^zod$/, replacement: fileURLToPath(new URL("./web/shared/lib/zod-browser.ts", import.meta.url)) },
    ],
  },
  // `vite build` builds the whole app: the browser bundle, then the worker's page renderer.
  builder: {},
  build: {
    outDir: "../dist/client",
    emptyOutDir: true,
    sourcemap: false,
    // Moved beside the served files by `manifestBeside` below: `npm run size` and its test read it.
    manifest: true,
    rollupOptions: {
      // The shared contract's modules only declare constants and zod schemas: a page that imports
      // CATEGORIES through web/shared/lib/contract.ts must not also load zod for schemas it never uses.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]worker[\\/]contract[\\/]/.test(id) },
    },
  },
  environments: {
    client: {},
    // The page renderer the worker imports (worker/routes/pages.ts): one ES module, its packages left
    // as imports so wrangler bundles them once with the worker, for workerd's conditions.
    ssr: {
      build: {
        outDir: "../dist/server",
        emptyOutDir: true,
        copyPublicDir: false,
        manifest: false,
        ssr: "entry-server.tsx",
        rollupOptions: { output: { codeSplitting: false, entryFileNames: "entry-server.js" } },
      },
      // Leaflet touches `window` as it loads: bundled, it loads only with the map, which never renders on the server.
      // lucide is bundled so that `leanLucide` (above) applies to the icons the worker renders too.
      resolve: { noExternal: ["leaflet", "react-leaflet", "@react-leaflet/core", "lucide-react"] },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    strictPort: true,
    // The dev server serves the app (/login, the dashboard) with hot reload; every page the browser
    // opens elsewhere is the worker's (worker/routes/pages.ts), as in production, with its built files.
    proxy: {
      "/api": workerOrigin,
      "/im": workerOrigin,
      "/assets": workerOrigin,
      "/": {
        target: workerOrigin,
        bypass: (req) => (req.headers.accept?.includes("text/html") && !/^\/(login|dashboard)(\/|\?|$)/.test(req.url ?? "") ? undefined : req.url),
      },
    },
  },
});
