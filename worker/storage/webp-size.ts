/**
 * The pixel size written in a WebP file's header: the lossy (VP8), lossless (VP8L) or extended
 * (VP8X: alpha, animation) bitstream. Reads the header only; null when it is not one of these.
 * https://developers.google.com/speed/webp/docs/riff_container
 */
export function webpSize(b: Uint8Array): { width: number; height: number } | null {
  if (b.length < 30 || ascii(b, 0, 4) !== "RIFF" || ascii(b, 8, 12) !== "WEBP") return null;
  switch (ascii(b, 12, 16)) {
    case "VP8 ":
      // A key frame's start code, then 14-bit width and height (2 bits of scale above each).
      if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
      return { width: (b[26]! | (b[27]! << 8)) & 0x3fff, height: (b[28]! | (b[29]! << 8)) & 0x3fff };
    case "VP8L":
      // Signature 0x2f, then width − 1 and height − 1 in 14 bits each, least significant bit first.
      if (b[20] !== 0x2f) return null;
      return {
        width: 1 + (((b[22]! & 0x3f) << 8) | b[21]!),
        height: 1 + (((b[24]! & 0x0f) << 10) | (b[23]! << 2) | ((b[22]! & 0xc0) >> 6)),
      };
    case "VP8X":
      // Canvas width − 1 and height − 1, 24 bits each, after 4 bytes of flags.
      return { width: 1 + (b[24]! | (b[25]! << 8) | (b[26]! << 16)), height: 1 + (b[27]! | (b[28]! << 8) | (b[29]! << 16)) };
    default:
      return null;
  }
}

const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
