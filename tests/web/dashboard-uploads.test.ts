import { describe, expect, it } from "vitest";
import { fitWithin, MAX_LONG_SIDE, REENCODE_ABOVE_BYTES, renameForType, shouldReencode, targetType } from "@/dashboard/components/file-input/downscale";
import { fileValue, firstAdded, isVideo } from "@/dashboard/components/file-input/file-value";
import { buildFormData, sendAlong, withCompanions } from "@/dashboard/lib/multipart";

describe("photo downscaling before upload", () => {
  it("fits the longest side within 2560 px, keeping the aspect ratio", () => {
    expect(MAX_LONG_SIDE).toBe(2560);
    expect(fitWithin({ width: 4032, height: 3024 })).toEqual({ width: 2560, height: 1920, scaled: true });
    expect(fitWithin({ width: 3024, height: 4032 })).toEqual({ width: 1920, height: 2560, scaled: true });
    expect(fitWithin({ width: 8000, height: 1000 })).toEqual({ width: 2560, height: 320, scaled: true });
  });

  it("leaves photos that already fit as they are", () => {
    expect(fitWithin({ width: 2560, height: 1440 })).toEqual({ width: 2560, height: 1440, scaled: false });
    expect(fitWithin({ width: 800, height: 600 })).toEqual({ width: 800, height: 600, scaled: false });
  });

  it("never rounds a thin image down to zero pixels", () => {
    expect(fitWithin({ width: 100_000, height: 10 })).toEqual({ width: 2560, height: 1, scaled: true });
  });

  it("re-encodes JPEG, PNG and WebP that are too large in pixels or in bytes, never GIF or AVIF", () => {
    const big = { width: 4000, height: 3000 };
    const small = { width: 1200, height: 900 };
    expect(shouldReencode({ type: "image/jpeg", size: 1_000_000 }, big)).toBe(true);
    expect(shouldReencode({ type: "image/png", size: REENCODE_ABOVE_BYTES + 1 }, small)).toBe(true);
    expect(shouldReencode({ type: "image/webp", size: 300_000 }, small)).toBe(false);
    expect(shouldReencode({ type: "image/gif", size: 9_000_000 }, big)).toBe(false);
    expect(shouldReencode({ type: "image/avif", size: 9_000_000 }, big)).toBe(false);
    expect(shouldReencode({ type: "video/mp4", size: 40_000_000 }, big)).toBe(false);
  });

  it("keeps JPEG as JPEG and turns images that may be transparent into WebP, renaming the file to match", () => {
    expect(targetType("image/jpeg")).toBe("image/jpeg");
    expect(targetType("image/png")).toBe("image/webp");
    expect(renameForType("IMG_2041.HEIC.jpeg", "image/jpeg")).toBe("IMG_2041.HEIC.jpg");
    expect(renameForType("plan.png", "image/webp")).toBe("plan.webp");
    expect(renameForType(".png", "image/webp")).toBe("photo.webp");
  });
});

describe("file field values", () => {
  it("holds the stored files of an item and the ones chosen now", () => {
    expect(fileValue("/im/bannerImages/a.jpg")).toEqual({ existing: ["/im/bannerImages/a.jpg"], added: [] });
    expect(fileValue(["/im/a.jpg", "", "/im/b.jpg"])).toEqual({ existing: ["/im/a.jpg", "/im/b.jpg"], added: [] });
    expect(fileValue(null)).toEqual({ existing: [], added: [] });
  });

  it("sends only a newly chosen file for a single-file field", () => {
    const file = new File(["x"], "new.jpg", { type: "image/jpeg" });
    expect(firstAdded({ existing: ["/im/a.jpg"], added: [] })).toBeUndefined();
    expect(firstAdded({ existing: ["/im/a.jpg"], added: [file] })).toBe(file);
  });

  it("tells videos from their path or type", () => {
    expect(isVideo("/im/bannerImages/x.MP4")).toBe(true);
    expect(isVideo("video/webm")).toBe(true);
    expect(isVideo("/im/bannerImages/x.jpg")).toBe(false);
  });
});

describe("multipart building", () => {
  it("sends text as text, numbers and booleans as their text", () => {
    const form = buildFormData({ title: "Eid offer", floors: 12, lift: true });
    expect([form.get("title"), form.get("floors"), form.get("lift")]).toEqual(["Eid offer", "12", "true"]);
  });

  it("leaves undefined out (unchanged on PATCH) and sends null as an empty value (cleared)", () => {
    const form = buildFormData({ title: undefined, foreignKey: null });
    expect(form.has("title")).toBe(false);
    expect(form.get("foreignKey")).toBe("");
  });

  it("sends a list of texts as one JSON array", () => {
    const form = buildFormData({ mainDescription: ["First paragraph", "Second, with \"quotes\""] });
    expect(JSON.parse(form.get("mainDescription") as string)).toEqual(["First paragraph", "Second, with \"quotes\""]);
  });

  it("sends several files as repeated parts under one name, keeping their names", () => {
    const a = new File(["a"], "plan-a.png", { type: "image/png" });
    const b = new File(["bb"], "plan-b.png", { type: "image/png" });
    const form = buildFormData({ floorPlan: [a, b], imagesVideos: a });
    const plans = form.getAll("floorPlan") as File[];
    expect(plans.map((f) => f.name)).toEqual(["plan-a.png", "plan-b.png"]);
    expect((form.get("imagesVideos") as File).name).toBe("plan-a.png");
  });

  it("sends a chosen image's width variants with it, in imageVariants, once they are drawn", async () => {
    const photo = new File(["p"], "site.jpg", { type: "image/jpeg" });
    const plan = new File(["q"], "plan.png", { type: "image/png" });
    const variant = (hash: string, w: number) => new File(["v"], `${hash}.w${w}.webp`, { type: "image/webp" });
    let drawn!: (files: File[]) => void;
    sendAlong(photo, new Promise((resolve) => (drawn = resolve)));
    sendAlong(plan, Promise.resolve([variant("b".repeat(32), 480)]));
    const sending = withCompanions(buildFormData({ title: "Lake view", mainImage: photo, floorPlan: [plan, new File(["r"], "other.png")] }));
    drawn([variant("a".repeat(32), 480), variant("a".repeat(32), 960)]);
    const form = await sending;
    expect([...form.keys()]).toEqual(["title", "mainImage", "floorPlan", "floorPlan", "imageVariants", "imageVariants", "imageVariants"]);
    expect((form.getAll("imageVariants") as File[]).map((f) => f.name)).toEqual([
      `${"a".repeat(32)}.w480.webp`,
      `${"a".repeat(32)}.w960.webp`,
      `${"b".repeat(32)}.w480.webp`,
    ]);
    expect((form.get("mainImage") as File).name).toBe("site.jpg");
  });

  it("sends the image alone when its variants are not drawn in time", async () => {
    const photo = new File(["p"], "site.jpg", { type: "image/jpeg" });
    sendAlong(photo, new Promise(() => {}));
    const form = await withCompanions(buildFormData({ mainImage: photo }), 20);
    expect([...form.keys()]).toEqual(["mainImage"]);
  });

  it("sends the image alone when its variants could not be drawn", async () => {
    const photo = new File(["p"], "site.jpg", { type: "image/jpeg" });
    sendAlong(photo, Promise.reject(new Error("no canvas")));
    const form = await withCompanions(buildFormData({ mainImage: photo }));
    expect([...form.keys()]).toEqual(["mainImage"]);
  });

  it("sends no part for an empty list or a missing file (null empties a list instead)", () => {
    const form = buildFormData({ headerImage: [] as File[], tags: [] as string[], imagesVideos: undefined });
    expect(["headerImage", "tags", "imagesVideos"].some((name) => form.has(name))).toBe(false);
  });
});
