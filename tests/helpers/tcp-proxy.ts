import { createServer, type Server, type Socket, connect } from "node:net";

export type ProxyMode = "pass" | "refuse" | "blackhole";

/**
 * A TCP proxy in front of a server, switchable at run time to the faults a network can have:
 * "refuse" stops listening (connection refused), "blackhole" accepts connections and never
 * answers (a hung server). Switching mode drops every open connection, so pooled keep-alive
 * connections cannot slip past the fault.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  let mode: ProxyMode = "pass";
  const open = new Set<Socket>();
  const track = (s: Socket) => {
    open.add(s);
    s.on("close", () => open.delete(s));
    s.on("error", () => s.destroy());
  };

  const onConnection = (client: Socket) => {
    track(client);
    if (mode === "blackhole") {
      client.resume(); // read and drop whatever comes, answer nothing
      return;
    }
    const upstream = connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  };

  let server: Server = createServer(onConnection);
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve((server.address() as { port: number }).port));
    });
  const stopListening = () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  const dropAll = () => {
    for (const s of open) s.destroy();
  };

  const port = await listen(0);
  return {
    url: `http://127.0.0.1:${port}`,
    async setMode(next: ProxyMode) {
      dropAll();
      if (next === "refuse") await stopListening();
      else if (!server.listening) {
        server = createServer(onConnection);
        await listen(port);
      }
      mode = next;
    },
    async close() {
      dropAll();
      await stopListening();
    },
  };
}
