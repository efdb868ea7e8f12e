/** What the worker's renderer gives a public page (web/entry-server.tsx): its route's params. */
export type PageProps = { params: Readonly<Record<string, string | undefined>> };
