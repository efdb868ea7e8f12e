/**
 * `npm run sweep`: runs the worker's scheduled handler (the orphaned-upload sweep) now,
 * against the worker `npm start` is running. Production runs it from the cron in wrangler.toml.
 */
const port = process.env.PORT ?? "8787";
const res = await fetch(`http://127.0.0.1:${port}/cdn-cgi/local/scheduled?cron=${encodeURIComponent("17 3 * * *")}`).catch(() => null);
if (!res?.ok) {
  console.error(`No worker answered on port ${port}: start it with \`npm start\` first.`);
  process.exit(1);
}
console.log("Sweep triggered: the worker's log shows what it deleted (objects older than ORPHAN_GRACE_HOURS only).");

export {};
