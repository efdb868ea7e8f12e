import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const css = readFileSync(new URL("../../web/styles.css", import.meta.url), "utf8");

/** web/styles.css: the class lists named once in its components layer (issue 47). */
describe("the style sheet's named class lists", () => {
  const named = [...css.matchAll(/^\s*\.([\w-]+) \{\s*@apply ([^;]+);/gm)].map(([, name, utilities]) => ({ name: name!, utilities: utilities! }));

  it("are there to be checked", () => {
    expect(named.map((n) => n.name)).toEqual(expect.arrayContaining(["project-card", "nav-item", "eyebrow"]));
  });

  it("that track letters are set back to normal on a Bengali page, as a tracking- utility is", () => {
    const rule = css.match(/html:lang\(bn\) :is\(([^)]*\))\s*\{\s*letter-spacing: normal;/)?.[1] ?? "";
    const tracked = named.filter((n) => /(^|\s)(\S+:)?tracking-/.test(n.utilities)).map((n) => n.name);
    expect(tracked.length).toBeGreaterThan(0);
    for (const name of tracked) expect(rule, `.${name} tracks its letters`).toContain(`.${name}`);
  });
});
