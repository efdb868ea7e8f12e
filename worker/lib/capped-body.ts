import type { Context } from "hono";
import { fail } from "./errors";

const tooLarge = (): never => fail(413, "The request is too large.");

/**
 * Reads the request body through `parse`, never more than `maxBytes` of it. Called by the route
 * handlers (after the session and the route's permission guard), so a request that is not allowed
 * is answered without reading its body. A declared Content-Length over the cap is refused before
 * reading; a chunked body is counted as it streams and cut off at the cap, so at most the cap is
 * ever held in memory. (Hono's bodyLimit buffers a chunked body before the route runs.)
 */
export async function readCapped<T>(c: Context, maxBytes: number, parse: (body: Response) => Promise<T>, malformed: string): Promise<T> {
  if (Number(c.req.header("Content-Length")) > maxBytes) tooLarge();
  let seen = 0;
  let over = false;
  const counted = c.req.raw.body?.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen <= maxBytes) return controller.enqueue(chunk);
        over = true;
        controller.error(new Error("request body over its cap")); // also cancels the upload
      },
    }),
  );
  try {
    return await parse(new Response(counted ?? null, { headers: { "Content-Type": c.req.header("Content-Type") ?? "" } }));
  } catch {
    if (over) tooLarge();
    return fail(400, malformed);
  }
}
