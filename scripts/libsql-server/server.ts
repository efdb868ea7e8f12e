// Local stand-in for `turso dev` / sqld: speaks Hrana-over-HTTP v2 (JSON
// pipeline) as @libsql/client's http/web client expects, backed by a libsql
// file database. Development only; it never listens beyond loopback.
import { createHash, timingSafeEqual } from "node:crypto";
import { mkdirSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { dirname, resolve } from "node:path";
import { handlePipelineRequest, type HttpReply } from "./http-pipeline.js";
import { StreamRegistry } from "./streams.js";

export interface LibsqlServerOptions {
  file: string;
  /** 0 picks a random free port. */
  port?: number;
  /** Loopback only: 127.0.0.1 (default), localhost or ::1. */
  host?: string;
  /** Idle streams are closed (and their transaction rolled back) after this long. */
  streamIdleMs?: number;
  maxBodyBytes?: number;
  /**
   * When set, every request must carry `Authorization: Bearer <authToken>`, as Turso and sqld
   * require a token: other local users and processes cannot read or write the database.
   */
  authToken?: string;
}

export interface LibsqlServer {
  url: string;
  close(): Promise<void>;
}

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "::1", "[::1]"]);

function send(res: ServerResponse, { status, body }: HttpReply): void {
  // Exactly "application/json": the client only parses error bodies whose
  // content-type matches that string verbatim (no charset parameter).
  res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
  res.end(JSON.stringify(body));
}

const notFound: HttpReply = { status: 404, body: { message: "Not found", code: "NOT_FOUND" } };
const unauthorized: HttpReply = { status: 401, body: { message: "A valid bearer token is required", code: "UNAUTHORIZED" } };

const digest = (s: string) => createHash("sha256").update(s).digest();

/** Compares digests, so neither the token's length nor its prefix leaks through timing. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const m = /^Bearer (.+)$/.exec(header ?? "");
  return !!m && timingSafeEqual(digest(m[1]!), digest(token));
}

/** Reads the body up to `limit` bytes; null when it is larger. */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolveBody, reject) => {
    if (Number(req.headers["content-length"] ?? 0) > limit) return resolveBody(null);
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners("data");
        resolveBody(null);
      } else {
        chunks.push(chunk);
      }
    });
    req.on("end", () => resolveBody(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

async function route(req: IncomingMessage, registry: StreamRegistry, opts: { maxBodyBytes: number; authToken?: string }): Promise<HttpReply> {
  // A web page cannot reach us through DNS rebinding (Host check) nor with a
  // "simple" cross-site POST (only application/json is accepted, which needs a
  // CORS preflight that we never grant).
  const hostHeader = (req.headers.host ?? "").replace(/:\d+$/, "");
  if (!LOOPBACK_HOSTS.has(hostHeader)) return { status: 403, body: { message: "Forbidden host", code: "FORBIDDEN" } };
  if (opts.authToken !== undefined && !bearerMatches(req.headers.authorization, opts.authToken)) return unauthorized;
  const path = (req.url ?? "/").split("?")[0];
  // The client (protocol v2 by default) posts straight to /v2/pipeline; when
  // asked for v3 it first probes GET /v3-protobuf, and a 404 there makes it
  // fall back to v2 JSON, the only dialect spoken here.
  if (req.method === "GET" && (path === "/v2" || path === "/v2/")) return { status: 200, body: {} };
  if (req.method !== "POST" || path !== "/v2/pipeline") return notFound;
  if (!/^application\/json\s*(;|$)/i.test(req.headers["content-type"] ?? "")) {
    return { status: 415, body: { message: "Content-Type must be application/json", code: "UNSUPPORTED_MEDIA_TYPE" } };
  }
  const body = await readBody(req, opts.maxBodyBytes);
  if (body === null) return { status: 413, body: { message: `Request body exceeds ${opts.maxBodyBytes} bytes`, code: "PAYLOAD_TOO_LARGE" } };
  return handlePipelineRequest(registry, body);
}

export async function startLibsqlServer(opts: LibsqlServerOptions): Promise<LibsqlServer> {
  const host = opts.host ?? "127.0.0.1";
  if (!LOOPBACK_HOSTS.has(host)) throw new Error(`Refusing to listen on non-loopback host ${JSON.stringify(host)}`);
  const listenHost = host === "localhost" ? "127.0.0.1" : host.replace(/^\[|\]$/g, "");
  if (opts.file === "" || opts.file === ":memory:") {
    // Every stream has its own connection, so an in-memory database would be
    // a different empty database per request.
    throw new Error("A database file path is required (in-memory databases are not shared between streams)");
  }
  const file = resolve(opts.file);
  mkdirSync(dirname(file), { recursive: true });
  const registry = new StreamRegistry(file, opts.streamIdleMs ?? 10_000);
  const maxBodyBytes = opts.maxBodyBytes ?? 10 * 1024 * 1024;
  if (opts.authToken !== undefined && opts.authToken.length < 16) throw new Error("The auth token must be at least 16 characters");
  const server = createServer({ keepAliveTimeout: 65_000 }, (req, res) => {
    route(req, registry, { maxBodyBytes, authToken: opts.authToken }).then(
      (reply) => {
        // Stop reading an oversized upload: answer, then drop the socket.
        if (reply.status === 413) res.setHeader("connection", "close");
        send(res, reply);
      },
      (e: unknown) => send(res, { status: 500, body: { message: e instanceof Error ? e.message : String(e), code: "INTERNAL_ERROR" } }),
    );
  });

  await new Promise<void>((resolveListen, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 0, listenHost, () => resolveListen());
  });
  const { port } = server.address() as AddressInfo;
  const urlHost = listenHost.includes(":") ? `[${listenHost}]` : listenHost;

  return {
    url: `http://${urlHost}:${port}`,
    close: () =>
      new Promise<void>((resolveClose) => {
        registry.closeAll();
        server.close(() => resolveClose());
        server.closeAllConnections();
      }),
  };
}
