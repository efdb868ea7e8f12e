/**
 * Text to gzip and back with the platform's CompressionStream, which the Workers runtime and Node 22 both
 * have (no library): the backups' encoding (docs/decisions.md "Backups").
 */

/** gzip of the text pieces, as one buffer (R2 needs the length of what it stores). */
export async function gzipText(pieces: AsyncIterable<string>): Promise<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = pieces[Symbol.asyncIterator]();
  // BufferSource: what CompressionStream takes in both the Workers' and the DOM's types.
  const source = new ReadableStream<BufferSource>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return new Uint8Array(await new Response(source.pipeThrough(new CompressionStream("gzip"))).arrayBuffer());
}

/** A gzipped backup's text. */
export async function gunzipText(bytes: Uint8Array | ArrayBuffer): Promise<string> {
  const stream = new Blob([new Uint8Array(bytes)]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Response(stream).text();
}
