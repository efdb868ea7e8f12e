import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { art, renderArts } from "../../scripts/seed/images";
import { MediaPlan } from "../../scripts/seed/media";
import { brochurePdf } from "../../scripts/seed/pdf";
import { IMAGE_WIDTHS, imageVariant } from "../../worker/contract/image-variants";

describe("brochure PDF", () => {
  const pdf = brochurePdf();
  const text = new TextDecoder("latin1").decode(pdf);

  it("is a one-page PDF whose xref offsets point at their objects", () => {
    expect(text.startsWith("%PDF-1.4\n")).toBe(true);
    expect(text.endsWith("%%EOF\n")).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 5)).toBe("xref\n");
    const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref)) ?? [];
    expect(Number(first)).toBe(0);
    const entries = text.slice(startxref).split("\n").slice(2, 2 + Number(count));
    expect(entries[0]).toBe("0000000000 65535 f ");
    entries.slice(1).forEach((entry, i) => {
      expect(entry).toMatch(/^\d{10} 00000 n $/);
      const offset = Number(entry.slice(0, 10));
      expect(text.slice(offset, offset + 20).startsWith(`${i + 1} 0 obj\n`)).toBe(true);
    });
    expect(text).toContain("/Type /Pages /Kids [3 0 R] /Count 1");
    expect(text).toMatch(/\/BaseFont \/Helvetica /);
  });

  it("declares the exact length of its content stream", () => {
    const m = /\/Length (\d+) >>\nstream\n/.exec(text)!;
    const start = m.index + m[0].length;
    const length = Number(m[1]);
    expect(text.slice(start + length, start + length + 10)).toBe("\nendstream");
  });

  it("is byte-identical on every call", () => {
    expect(Buffer.from(brochurePdf()).equals(Buffer.from(pdf))).toBe(true);
  });
});

describe("illustrations", () => {
  const sample = [art("tower-night-lake", "project"), art("tower-night-lake", "banner"), art("plan-5"), art("face-admin"), art("icon-gear-on")];

  it("render to the same JPEG bytes every time, at the requested sizes", async () => {
    const [a, b] = [await renderArts(sample), await renderArts(sample)];
    for (const name of sample) expect(Buffer.from(a.get(name)!).equals(Buffer.from(b.get(name)!)), name).toBe(true);
    const dims = await Promise.all(sample.map(async (n) => sharp(a.get(n)!).metadata()));
    expect(dims.map((d) => `${d.format} ${d.width}x${d.height}`)).toEqual([
      "jpeg 1200x800", "jpeg 1600x900", "jpeg 1000x1000", "jpeg 400x400", "jpeg 96x96",
    ]);
  });

  it("hands out placeholders that resolve to content-addressed /im/ paths, one object per folder and file", async () => {
    const plan = new MediaPlan();
    const row = { a: plan.img("projectImages", "face-admin"), b: [plan.img("images", "face-admin"), plan.pdf("projectImages")] };
    const again = plan.img("projectImages", "face-admin");
    const { objects, swap } = await plan.resolve();
    const out = swap({ ...row, again });
    expect(out.a).toMatch(/^\/im\/projectImages\/[0-9a-f]{32}\.jpg$/);
    expect(out.again).toBe(out.a);
    expect(out.b[0]).toMatch(/^\/im\/images\/[0-9a-f]{32}\.jpg$/);
    expect(out.b[0]!.slice(-36)).toBe(out.a.slice(-36)); // same bytes, same hash, other folder
    expect(out.b[1]).toMatch(/^\/im\/projectImages\/[0-9a-f]{32}\.pdf$/);
    const originals = objects.filter((o) => !o.key.includes(".w"));
    expect(originals.map((o) => o.contentType).sort()).toEqual(["application/pdf", "image/jpeg", "image/jpeg"]);
  });

  it("stores WebP variants at 480, 960 and 1600 px beside each image, named from its path (issue 10 item 3)", async () => {
    const plan = new MediaPlan();
    const path = plan.img("projectImages", "face-admin"); // 400x400: never enlarged
    const { objects, swap } = await plan.resolve();
    const src = swap(path);
    const byPath = new Map(objects.map((o) => [`/im/${o.key}`, o]));
    for (const w of IMAGE_WIDTHS) {
      const v = byPath.get(imageVariant(src, w)!);
      expect(v?.contentType).toBe("image/webp");
      const meta = await sharp(v!.bytes).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.width).toBe(Math.min(w, 400));
    }
    expect(objects.filter((o) => o.contentType === "image/webp")).toHaveLength(IMAGE_WIDTHS.length);
  });
});
