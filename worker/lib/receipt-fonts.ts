// The site's own Bengali face (web/fonts.ts), as bytes bundled with the worker: wrangler.toml's
// `[[rules]]` makes a .woff import an ArrayBuffer (a "Data" module), and vitest.config.ts does the same
// for the tests. fontkit reads WOFF (zlib, through pako) but not WOFF2 (Brotli) in workerd.
// The bengali file has the Bengali script and its digits, the latin one Latin letters and punctuation.
import bengali from "@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff";
import bengaliBold from "@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-600-normal.woff";
import latin from "@fontsource/noto-sans-bengali/files/noto-sans-bengali-latin-400-normal.woff";
import latinBold from "@fontsource/noto-sans-bengali/files/noto-sans-bengali-latin-600-normal.woff";

export const RECEIPT_FONTS = { bengali, bengaliBold, latin, latinBold } as const;
