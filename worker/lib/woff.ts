/**
 * A WOFF 1.0 font (https://www.w3.org/TR/WOFF/) as the plain TrueType/OpenType file it wraps. fontkit
 * reads WOFF, but inflates a compressed table each time it reads from it (every glyph's outline, for the
 * subset and the metrics), which made one Bengali receipt take seconds; unwrapped once, it takes
 * milliseconds. Tables are zlib streams, which DecompressionStream("deflate") reads in workerd and Node.
 */
async function inflate(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const pad4 = (n: number) => (n + 3) & ~3;

export async function sfntOfWoff(woff: ArrayBuffer): Promise<Uint8Array> {
  const view = new DataView(woff);
  if (view.getUint32(0) !== 0x774f4646) throw new Error("Not a WOFF file"); // "wOFF"
  const flavor = view.getUint32(4);
  const count = view.getUint16(12);
  const tables = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const at = 44 + i * 20;
      const [tag, offset, compLength, origLength, checksum] = [view.getUint32(at), view.getUint32(at + 4), view.getUint32(at + 8), view.getUint32(at + 12), view.getUint32(at + 16)];
      const stored = new Uint8Array(woff, offset, compLength);
      return { tag, checksum, data: compLength < origLength ? await inflate(stored) : stored };
    }),
  );
  // The sfnt header: version, the table count and the binary-search fields of the OpenType spec.
  const entrySelector = Math.floor(Math.log2(count));
  const searchRange = 2 ** entrySelector * 16;
  let offset = 12 + count * 16;
  const out = new Uint8Array(offset + tables.reduce((n, t) => n + pad4(t.data.length), 0));
  const head = new DataView(out.buffer);
  head.setUint32(0, flavor);
  head.setUint16(4, count);
  head.setUint16(6, searchRange);
  head.setUint16(8, entrySelector);
  head.setUint16(10, count * 16 - searchRange);
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    head.setUint32(at, t.tag);
    head.setUint32(at + 4, t.checksum);
    head.setUint32(at + 8, offset);
    head.setUint32(at + 12, t.data.length);
    out.set(t.data, offset);
    offset += pad4(t.data.length);
  });
  return out;
}
