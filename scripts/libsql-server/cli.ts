// `tsx scripts/libsql-server/cli.ts --file .data/local.db --port 8080`
// Runs the local libSQL HTTP endpoint until SIGINT/SIGTERM. With LIBSQL_AUTH_TOKEN in the
// environment (never on the command line, where `ps` shows it) every request must carry it.
import { parseArgs } from "node:util";
import { startLibsqlServer } from "./server.js";

const { values } = parseArgs({
  options: {
    file: { type: "string", default: ".data/local.db" },
    port: { type: "string", default: "8080" },
    host: { type: "string", default: "127.0.0.1" },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid --port ${JSON.stringify(values.port)}`);
  process.exit(2);
}

try {
  const server = await startLibsqlServer({ file: values.file, port, host: values.host, authToken: process.env.LIBSQL_AUTH_TOKEN || undefined });
  console.log(`libsql server listening on ${server.url}`);
  let stopping = false;
  const stop = (signal: string) => {
    // A second signal means the user wants out now.
    if (stopping) process.exit(1);
    stopping = true;
    server.close().then(
      () => process.exit(0),
      (e: unknown) => {
        console.error(`libsql server: error while stopping on ${signal}:`, e);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
} catch (e) {
  console.error(`libsql server failed to start: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
}
