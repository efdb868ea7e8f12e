import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../web/shared/lib/api-error";
import { blogQuery } from "../../web/site/features/blogs/api/get-blog";
import { blogsQuery } from "../../web/site/features/blogs/api/get-blogs";
import { coverageQuery } from "../../web/site/features/coverage/api/get-coverage";
import { coverageItemQuery } from "../../web/site/features/coverage/api/get-coverage-item";
import { newsEventQuery } from "../../web/site/features/news-events/api/get-news-event";
import { newsEventsQuery } from "../../web/site/features/news-events/api/get-news-events";

/** Every API call of this file answers with `answer` (the typed client calls the global fetch). */
function answering(answer: () => Response | Promise<Response>) {
  const seen: string[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
    seen.push(String(input));
    return answer();
  });
  return seen;
}

const apiError = (status: number, message: string) =>
  new Response(JSON.stringify({ error: { message } }), { status, headers: { "Content-Type": "application/json" } });

const fetchOnce = (options: Parameters<QueryClient["fetchQuery"]>[0]) => new QueryClient().fetchQuery({ ...options, retry: false });

afterEach(() => vi.unstubAllGlobals());

/** docs/product.md §8: a public list or item that fails to load keeps its own text, not the server's. */
describe("public content reads that fail", () => {
  it.each([
    ["blogs", () => blogsQuery(), "Failed to fetch blogs", "/api/blog"],
    ["blog details", () => blogQuery("BLG-0001"), "Failed to fetch blog details", "/api/blog/BLG-0001/details"],
    ["coverage", () => coverageQuery(), "Failed to fetch coverage", "/api/coverage"],
    ["coverage details", () => coverageItemQuery("COV-0001"), "Failed to fetch coverage details", "/api/coverage/COV-0001/details"],
    ["news events", () => newsEventsQuery(), "Failed to fetch news events", "/api/news-event"],
    ["news event details", () => newsEventQuery("NEV-0001"), "Failed to fetch news event details", "/api/news-event/NEV-0001/details"],
  ])("keep %s's failure as its own text, with the server's status", async (_name, query, text, path) => {
    const seen = answering(() => apiError(503, "Database unavailable"));
    const err = await fetchOnce(query()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe(text);
    expect((err as ApiError).status).toBe(503);
    expect(seen.map((u) => new URL(u, "http://site.test").pathname)).toEqual([path]);
  });

  it("keeps an unknown item's 404 as a 404, and a dropped connection as one (status 0)", async () => {
    answering(() => apiError(404, "Blog not found"));
    const missing = (await fetchOnce(blogQuery("BLG-9999")).catch((e: unknown) => e)) as ApiError;
    expect([missing.status, missing.message]).toEqual([404, "Failed to fetch blog details"]);

    answering(() => Promise.reject(new TypeError("fetch failed")));
    const offline = (await fetchOnce(blogsQuery()).catch((e: unknown) => e)) as ApiError;
    expect([offline.status, offline.isNetwork, offline.message]).toEqual([0, true, "Failed to fetch blogs"]);
  });

  it("still reads the list when the API answers", async () => {
    answering(() => new Response(JSON.stringify([]), { status: 200, headers: { "Content-Type": "application/json" } }));
    await expect(fetchOnce(blogsQuery())).resolves.toEqual([]);
  });
});
