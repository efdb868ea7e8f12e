/** What a table shows of its query: its rows (undefined while loading: skeleton rows), its failure and the retry. */
export const queryRows = <T>(query: { data: T[] | undefined; error: Error | null; refetch: () => unknown }) => ({
  rows: query.data,
  error: query.error?.message ?? null,
  onRetry: () => void query.refetch(),
});
