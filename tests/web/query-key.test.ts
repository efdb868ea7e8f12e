import { hashKey as reactQueryHashKey } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { hashKey } from "../../web/shared/lib/query";

describe("the query key hash a page without the app finds its embedded data by", () => {
  it("is react-query's own for every shape of key the site uses, whatever the order of an object's keys", () => {
    const keys: unknown[][] = [
      ["banners"],
      ["projects", "PRJ-0009", "details"],
      ["blog", "BLG-1", "details"],
      ["projects", { category: "Ready Apartment", location: "Uttara", search: "" }],
      ["projects", { search: "", location: "Uttara", category: "Ready Apartment" }],
      ["messages", { page: 2, pageSize: 20, q: null, nested: { b: 1, a: [1, { d: 2, c: 3 }] } }],
      ["total-count", 1, true, null],
      [Object.assign(Object.create(null) as object, { z: 1, a: 2 })],
    ];
    for (const key of keys) expect(hashKey(key), JSON.stringify(key)).toBe(reactQueryHashKey(key));
  });
});
