// Registry of Hrana streams. The client gets a fresh random baton with every
// response and must send it back with the next request; the old baton stops
// working at once, so a baton can never be replayed or used concurrently.
import { randomBytes } from "node:crypto";
import { Connection } from "./connection.js";
import { WriteGate } from "./write-gate.js";

export interface Stream {
  conn: Connection;
  /** SQL texts registered by store_sql, keyed by the client's sql_id. */
  sqls: Map<number, string>;
  closed: boolean;
  timer: NodeJS.Timeout | undefined;
}

export class StreamRegistry {
  readonly gate = new WriteGate();
  #byBaton = new Map<string, Stream>();
  #all = new Set<Stream>();
  #file: string;
  #idleMs: number;
  #closed = false;
  #anchor: Connection;

  constructor(file: string, idleMs: number) {
    this.#file = file;
    this.#idleMs = idleMs;
    // Streams are short-lived, and when the last connection to a WAL database
    // closes SQLite checkpoints and deletes the WAL, costing milliseconds per
    // request. An idle connection held for the server's lifetime avoids that
    // (and opening it up front fails fast on an unusable file).
    this.#anchor = new Connection(file);
  }

  get closed(): boolean {
    return this.#closed;
  }

  get size(): number {
    return this.#all.size;
  }

  open(): Stream {
    const stream: Stream = { conn: new Connection(this.#file), sqls: new Map(), closed: false, timer: undefined };
    this.#all.add(stream);
    return stream;
  }

  /** Claim the stream behind `baton` for one request; undefined if unknown or expired. */
  take(baton: string): Stream | undefined {
    const stream = this.#byBaton.get(baton);
    if (!stream) return undefined;
    this.#byBaton.delete(baton);
    clearTimeout(stream.timer);
    stream.timer = undefined;
    return stream;
  }

  /** Hand the stream back to the client under a new baton and start its idle clock. */
  park(stream: Stream): string {
    const baton = randomBytes(24).toString("base64url");
    this.#byBaton.set(baton, stream);
    // An abandoned stream would otherwise keep its connection, and maybe the
    // write gate, forever. Closing the connection rolls back its transaction.
    stream.timer = setTimeout(() => {
      this.#byBaton.delete(baton);
      this.close(stream);
    }, this.#idleMs);
    stream.timer.unref();
    return baton;
  }

  close(stream: Stream): void {
    if (stream.closed) return;
    stream.closed = true;
    clearTimeout(stream.timer);
    this.#all.delete(stream);
    try {
      stream.conn.close();
    } finally {
      this.gate.update(stream, false);
    }
  }

  closeAll(): void {
    this.#closed = true;
    this.#byBaton.clear();
    for (const stream of [...this.#all]) this.close(stream);
    this.#anchor.close();
    this.gate.close();
  }
}
