/**
 * Runs `run` when the browser is next idle, at the latest after `timeout` ms (a second later where
 * idle callbacks are missing: Safari). Returns the cancel, so it fits an effect's clean-up.
 */
export function whenIdle(run: () => void, timeout = 3000): () => void {
  if ("requestIdleCallback" in window) {
    const id = window.requestIdleCallback(run, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 1000);
  return () => clearTimeout(id);
}
