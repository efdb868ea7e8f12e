/**
 * The web type-check includes the worker's app for the typed API client, and through the worker's
 * generated Env (worker/worker-configuration.d.ts) its entry: under the DOM library, what workerd
 * adds to the Cache API is declared here again. Types only; nothing in the browser uses it.
 */
interface CacheStorage {
  readonly default: Cache;
}
