import { getPlatformProxy } from "wrangler";

/** A real local R2 bucket (miniflare, via wrangler's platform proxy), in memory, for tests that store files. */
export async function createTestBucket() {
  const proxy = await getPlatformProxy<{ BUCKET: R2Bucket }>({ persist: false });
  return { bucket: proxy.env.BUCKET, close: () => proxy.dispose() };
}
