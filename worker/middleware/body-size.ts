import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { MAX_JSON_BYTES, MAX_MULTIPART_BYTES } from "../storage/upload-rules";
import { fail } from "../lib/errors";

const onError = () => fail(413, "The request is too large.");
const jsonLimit = bodyLimit({ maxSize: MAX_JSON_BYTES, onError });
const multipartLimit = bodyLimit({ maxSize: MAX_MULTIPART_BYTES, onError });

/** Every route has a body cap: small for JSON, the largest upload for multipart. */
export const bodySize = createMiddleware<AppEnv>(async (c, next) => {
  const type = c.req.header("Content-Type") ?? "";
  return (type.startsWith("multipart/") ? multipartLimit : jsonLimit)(c, next);
});
