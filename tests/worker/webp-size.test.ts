import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { variantPlan } from "../../worker/contract/image-variants";
import { webpSize } from "../../worker/storage/webp-size";

const make = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: channels === 4 ? { r: 10, g: 20, b: 30, alpha: 0.5 } : "#123456" } });
const sizeOf = (buf: Buffer) => webpSize(new Uint8Array(buf));

describe("reading a WebP's pixel size from its header", () => {
  it("reads a lossy (VP8) picture", async () => {
    expect(sizeOf(await make(960, 541).webp({ quality: 72 }).toBuffer())).toEqual({ width: 960, height: 541 });
  });
  it("reads a lossless (VP8L) picture", async () => {
    expect(sizeOf(await make(1234, 77).webp({ lossless: true }).toBuffer())).toEqual({ width: 1234, height: 77 });
  });
  it("reads an extended (VP8X) picture with transparency", async () => {
    const buf = await make(480, 321, 4).webp({ quality: 72 }).toBuffer();
    expect(buf.subarray(12, 16).toString("latin1")).toBe("VP8X");
    expect(sizeOf(buf)).toEqual({ width: 480, height: 321 });
  });
  it("gives null for anything else: another format, a truncated file, a RIFF that is not WebP", async () => {
    expect(sizeOf(await make(10, 10).png().toBuffer())).toBeNull();
    expect(sizeOf((await make(10, 10).webp().toBuffer()).subarray(0, 20))).toBeNull();
    const wave = Buffer.alloc(40);
    wave.write("RIFF", 0, "latin1");
    wave.write("WAVE", 8, "latin1");
    expect(sizeOf(wave)).toBeNull();
  });
});

describe("the widths variants are drawn at", () => {
  it("draws each variant at its width when the original is wider", () => {
    expect(variantPlan(2560).map((v) => v.drawn)).toEqual([480, 720, 960, 1600]);
  });
  it("never enlarges: an original narrower than a width is drawn at its own width", () => {
    expect(variantPlan(700)).toEqual([
      { width: 480, drawn: 480 },
      { width: 720, drawn: 700 },
      { width: 960, drawn: 700 },
      { width: 1600, drawn: 700 },
    ]);
  });
});
