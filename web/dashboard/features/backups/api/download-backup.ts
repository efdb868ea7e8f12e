/**
 * GET /api/backups/{name}: the address of one backup, for a plain link. The server answers it as an
 * attachment (the browser saves it, the page stays) with the session cookie a link sends anyway; logged.
 * A path, not the typed client's `$url()`: that needs an absolute base, and the client's is "/".
 */
export const backupDownloadHref = (name: string) => `/api/backups/${encodeURIComponent(name)}`;
