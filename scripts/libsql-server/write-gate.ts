// The `libsql` binding is synchronous, so a stream blocked on SQLITE_BUSY would
// freeze the whole event loop (busy_timeout) or fail. Instead, while one stream
// holds an open transaction, every other stream's request waits here until it
// commits, rolls back or expires. Requests run one at a time anyway (sync API),
// so outside transactions there is nothing to contend on.

export class WriteGate {
  #owner: object | null = null;
  #waiters: (() => void)[] = [];
  #closed = false;

  /** True if `stream` may run now: no other stream is inside a transaction. */
  canRun(stream: object): boolean {
    return this.#closed || this.#owner === null || this.#owner === stream;
  }

  /**
   * Resolves at the next ownership change. Callers must loop
   * `while (!gate.canRun(s)) await gate.wait();` and then run synchronously,
   * so that of several woken waiters only the first can grab the gate.
   */
  wait(): Promise<void> {
    return new Promise((resolve) => this.#waiters.push(resolve));
  }

  /** Record whether `stream` is inside a transaction after running a request. */
  update(stream: object, inTransaction: boolean): void {
    if (inTransaction) {
      this.#owner = stream;
    } else if (this.#owner === stream) {
      this.#owner = null;
      this.#wakeAll();
    }
  }

  /** Let every waiter through (server shutdown); they then see the closed registry. */
  close(): void {
    this.#closed = true;
    this.#owner = null;
    this.#wakeAll();
  }

  #wakeAll(): void {
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const wake of waiters) wake();
  }
}
