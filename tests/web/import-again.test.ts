import { describe, expect, it } from "vitest";
import { failedChunk } from "../../web/shared/lib/import-again";

const ORIGIN = "https://uday.example";

/** web/shared/lib/import-again.ts: which file a failed `import()` names, so the next press can ask for it again. */
describe("failedChunk", () => {
  it("reads the site's built script from Chromium's and Firefox's messages", () => {
    expect(failedChunk(new TypeError(`Failed to fetch dynamically imported module: ${ORIGIN}/assets/mobile-menu-sheet-CG_OUbqN.js`), ORIGIN)).toBe(
      `${ORIGIN}/assets/mobile-menu-sheet-CG_OUbqN.js`,
    );
    expect(failedChunk(new TypeError(`error loading dynamically imported module: ${ORIGIN}/assets/lightbox-dialog-Ab12.js`), ORIGIN)).toBe(
      `${ORIGIN}/assets/lightbox-dialog-Ab12.js`,
    );
  });

  it("names the file without the query of an earlier retry", () => {
    expect(failedChunk(new TypeError(`Failed to fetch dynamically imported module: ${ORIGIN}/assets/x-1.js?retry=2`), ORIGIN)).toBe(`${ORIGIN}/assets/x-1.js`);
  });

  it("names nothing for another origin, a path outside /assets, a message without a URL or a non-error", () => {
    expect(failedChunk(new TypeError("Failed to fetch dynamically imported module: https://evil.example/assets/x.js"), ORIGIN)).toBeUndefined();
    expect(failedChunk(new TypeError(`Failed to fetch dynamically imported module: ${ORIGIN}/api/x.js`), ORIGIN)).toBeUndefined();
    expect(failedChunk(new TypeError(`Failed to fetch dynamically imported module: ${ORIGIN}/assets/../x.js`), ORIGIN)).toBeUndefined();
    expect(failedChunk(new TypeError("Importing a module script failed."), ORIGIN)).toBeUndefined();
    expect(failedChunk(undefined, ORIGIN)).toBeUndefined();
  });
});
