import { describe, expect, it } from "vitest";
import type { Db } from "../../worker/db/client";
import { pageData } from "../../worker/pages/public-reads";

/** A database that is down: every query throws as the client would. */
const down = new Proxy({}, { get: () => () => { throw new Error("database unavailable"); } }) as unknown as Db;

describe("a page's content read that fails", () => {
  it.each([
    ["blog", "Failed to fetch blogs", "Failed to fetch blog details"],
    ["coverage", "Failed to fetch coverage", "Failed to fetch coverage details"],
    ["news-event", "Failed to fetch news events", "Failed to fetch news event details"],
  ] as const)("is kept in the product's words for %s (docs/product.md §8), its cause beside it", async (segment, list, item) => {
    const data = pageData(down, { now: new Date() });
    const listed = data.read({ read: "contentList", params: { segment } });
    await expect(listed).rejects.toThrow(list);
    await expect(listed).rejects.toHaveProperty("cause.message", "database unavailable");
    await expect(data.read({ read: "contentItem", params: { segment, id: "BLG-1" } })).rejects.toThrow(item);
  });

  it("leaves another read's failure as it was", async () => {
    await expect(pageData(down, { now: new Date() }).read({ read: "projects", params: {} })).rejects.toThrow("database unavailable");
  });
});
