// POST /v2/pipeline: decode the body, find or open the stream, wait for the
// write gate, run the requests and hand the stream back under a new baton.
import { ProtocolError } from "./errors.js";
import { runPipeline } from "./pipeline.js";
import { parsePipelineRequest, type PipelineRequest } from "./protocol.js";
import type { StreamRegistry } from "./streams.js";

export interface HttpReply {
  status: number;
  body: unknown;
}

const badRequest = (message: string, code = "PROTOCOL_ERROR"): HttpReply => ({ status: 400, body: { message, code } });

export async function handlePipelineRequest(registry: StreamRegistry, raw: Buffer): Promise<HttpReply> {
  let request: PipelineRequest;
  try {
    request = parsePipelineRequest(JSON.parse(raw.toString("utf8")));
  } catch (e) {
    if (e instanceof SyntaxError) return badRequest(`Malformed JSON: ${e.message}`);
    if (e instanceof ProtocolError) return badRequest(e.message);
    throw e;
  }

  const stream = request.baton === null ? registry.open() : registry.take(request.baton);
  if (!stream) {
    // sqld's answer too: the client turns it into a LibsqlError STREAM_EXPIRED.
    return badRequest("The stream has expired due to inactivity, or the baton is invalid", "STREAM_EXPIRED");
  }
  try {
    while (!registry.gate.canRun(stream)) await registry.gate.wait();
    // From here on everything is synchronous: nothing can interleave until the
    // gate knows whether this stream is now inside a transaction.
    if (registry.closed || stream.closed) {
      registry.close(stream);
      return { status: 503, body: { message: "The server is shutting down", code: "SERVER_CLOSED" } };
    }
    const results = runPipeline(registry, stream, request.requests);
    let baton: string | null = null;
    if (!stream.closed) {
      registry.gate.update(stream, !stream.conn.isAutocommit);
      baton = registry.park(stream);
    }
    return { status: 200, body: { baton, base_url: null, results } };
  } catch (e) {
    registry.close(stream);
    throw e;
  }
}
