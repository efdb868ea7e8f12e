import { describe, expect, it } from "vitest";
import { BUDGET_KB, homeKb } from "../../scripts/size-measure";

/**
 * Issue 10's budget, on the build `npm test` has just made (the same count as `npm run size`, which
 * prints the files): a change that puts the first screen over it fails here, not only when someone
 * remembers to run the script.
 */
describe("the JavaScript `/` downloads before its first screen works", () => {
  it(`stays within ${BUDGET_KB} KB gzipped`, () => {
    const { kb, files } = homeKb();
    expect(files.some((f) => /\/islands-[\w-]+\.js$/.test(f)), "hydrated island by island").toBe(true);
    expect(files.some((f) => /\/boot-[\w-]+\.js$/.test(f)), "the app is not part of it").toBe(false);
    expect(Math.round(kb * 10) / 10).toBeLessThanOrEqual(BUDGET_KB);
  });
});
