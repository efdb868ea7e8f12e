// The site's own Bengali face (web/fonts.ts), as bytes bundled with the worker: wrangler.toml's
// `[[rules]]` makes a .woff import an ArrayBuffer (a "Data" module; worker/binary-modules.d.ts), and
// vitest.config.ts does the same for the tests. fontkit reads WOFF (zlib) but not WOFF2 (Brotli).
// The bengali file has the Bengali script and its digits, the latin one Latin letters and punctuation.
import bengali from "@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff";
import bengaliBold from "@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-600-normal.woff";
import latin from "@fontsource/noto-sans-bengali/files/noto-sans-bengali-latin-400-normal.woff";
import latinBold from "@fontsource/noto-sans-bengali/files/noto-sans-bengali-latin-600-normal.woff";

// web/tsconfig.json reaches this file through worker/app.ts (for AppType) with vite/client's types,
// which call any .woff import a URL string; in the worker it is always the bytes.
const bytes = (module: unknown) => module as ArrayBuffer;

export const RECEIPT_FONTS = { bengali: bytes(bengali), bengaliBold: bytes(bengaliBold), latin: bytes(latin), latinBold: bytes(latinBold) } as const;
