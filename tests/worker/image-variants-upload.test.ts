import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_VARIANTS_FIELD, IMAGE_WIDTHS, MAX_VARIANT_BYTES } from "../../worker/contract/image-variants";
import { banners, users } from "../../worker/db/schema/index";
import { createTestApp, type TestApp } from "../helpers/app";
import { FILES, form, signedIn } from "../helpers/auth";

type Fields = Record<string, string | File | File[]>;
const json = (res: Response): Promise<any> => res.json();
/** The content key's hash, as worker/storage/keys.ts computes it (and the browser, before upload). */
const hashOf = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex").slice(0, 32);

/** A 1200 × 800 photo and the WebP variants the dashboard makes of it (1600 is not reached: 1200 wide). */
async function photoWithVariants(color = "#3a6ea5") {
  const bytes = new Uint8Array(await sharp({ create: { width: 1200, height: 800, channels: 3, background: color } }).jpeg().toBuffer());
  const hash = hashOf(bytes);
  const variants = await Promise.all(
    IMAGE_WIDTHS.map(async (w) => {
      const webp = await sharp(bytes).resize({ width: w, withoutEnlargement: true }).webp({ quality: 72 }).toBuffer();
      return new File([new Uint8Array(webp)], `${hash}.w${w}.webp`, { type: "image/webp" });
    }),
  );
  return { photo: new File([bytes], "site.jpg", { type: "image/jpeg" }), hash, variants };
}

describe("uploads carry their images' width variants", () => {
  let t: TestApp;
  let manager: string;
  beforeAll(async () => {
    t = await createTestApp();
    manager = (await signedIn(t, "Manager")).cookie;
  });
  afterAll(() => t.close());

  const addBanner = (title: string, files: Fields) =>
    t.request("/api/banner/add", {
      method: "POST",
      headers: { Cookie: manager },
      body: form({ title, description: "With variants", status: "pending", foreignKey: "", ...files }),
    });
  const bannerCount = async (title: string) => (await t.db.select().from(banners).where(eq(banners.title, title))).length;
  const stored = async (key: string) => (await t.bucket.head(key)) !== null;

  it("stores each variant beside its image, served as WebP with the year-long cache", async () => {
    const { photo, hash, variants } = await photoWithVariants();
    const res = await addBanner("Variants kept", { imagesVideos: photo, [IMAGE_VARIANTS_FIELD]: variants });
    expect(res.status).toBe(201);
    expect((await json(res)).imagesVideos).toBe(`/im/bannerImages/${hash}.jpg`);
    for (const [i, w] of IMAGE_WIDTHS.entries()) {
      const got = await t.request(`/im/bannerImages/${hash}.w${w}.webp`);
      expect(got.status).toBe(200);
      expect(got.headers.get("content-type")).toBe("image/webp");
      expect(got.headers.get("cache-control")).toContain("immutable");
      expect(new Uint8Array(await got.arrayBuffer())).toEqual(new Uint8Array(await variants[i]!.arrayBuffer()));
    }
    expect((await sharp(Buffer.from(await (await t.request(`/im/bannerImages/${hash}.w1600.webp`)).arrayBuffer())).metadata()).width).toBe(1200);
  });

  it("never replaces a stored variant: re-uploading the image with other pictures as its variants leaves the first", async () => {
    const { photo, hash, variants } = await photoWithVariants("#7a3ea5");
    expect((await addBanner("First variants", { imagesVideos: photo, [IMAGE_VARIANTS_FIELD]: variants })).status).toBe(201);
    const other = await Promise.all(
      IMAGE_WIDTHS.map(async (w) => {
        const webp = await sharp({ create: { width: w, height: 10, channels: 3, background: "#ff0000" } }).webp().toBuffer();
        return new File([new Uint8Array(webp)], `${hash}.w${w}.webp`, { type: "image/webp" });
      }),
    );
    expect((await addBanner("Other variants", { imagesVideos: photo, [IMAGE_VARIANTS_FIELD]: other })).status).toBe(201);
    for (const [i, w] of IMAGE_WIDTHS.entries()) {
      const got = await t.request(`/im/bannerImages/${hash}.w${w}.webp`);
      expect(new Uint8Array(await got.arrayBuffer()), `w${w}`).toEqual(new Uint8Array(await variants[i]!.arrayBuffer()));
    }
  });

  it("stores a profile picture's variants too (the users route reads its form itself)", async () => {
    const { photo, hash, variants } = await photoWithVariants("#aa3355");
    const me = (await json(await t.request("/api/users/profile", { headers: { Cookie: manager } }))) as { id: number };
    const [row] = await t.db.select().from(users).where(eq(users.id, me.id));
    const res = await t.request(`/api/users/profile/${me.id}`, {
      method: "PATCH",
      headers: { Cookie: manager },
      body: form({ name: row!.name, email: row!.email, phone: row!.phone, image: photo, [IMAGE_VARIANTS_FIELD]: variants }),
    });
    expect(res.status).toBe(200);
    expect((await json(res)).image).toBe(`/im/images/${hash}.jpg`);
    for (const w of IMAGE_WIDTHS) expect(await stored(`images/${hash}.w${w}.webp`)).toBe(true);
  });

  const refused: Array<[string, () => Promise<{ files: Fields; hash: string }>, number, string]> = [
    [
      "a variant of an image that is not in the form",
      async () => {
        const { photo, hash } = await photoWithVariants("#101010");
        const other = await photoWithVariants("#202020");
        return { files: { imagesVideos: photo, [IMAGE_VARIANTS_FIELD]: other.variants[0]! }, hash };
      },
      422,
      "An image variant belongs to no image in this form",
    ],
    [
      "a variant that is not a WebP",
      async () => {
        const { photo, hash } = await photoWithVariants("#303030");
        return { files: { imagesVideos: photo, [IMAGE_VARIANTS_FIELD]: new File([await FILES.png().arrayBuffer()], `${hash}.w480.webp`) }, hash };
      },
      415,
      "An image variant must be a WebP image",
    ],
    [
      "a variant wider than its name says",
      async () => {
        const { photo, hash, variants } = await photoWithVariants("#404040");
        return { files: { imagesVideos: photo, [IMAGE_VARIANTS_FIELD]: new File([variants[1]!], `${hash}.w480.webp`) }, hash };
      },
      422,
      "An image variant is wider than its name says",
    ],
    [
      "the same variant twice",
      async () => {
        const { photo, hash, variants } = await photoWithVariants("#505050");
        return { files: { imagesVideos: photo, [IMAGE_VARIANTS_FIELD]: [variants[0]!, variants[0]!] }, hash };
      },
      422,
      "An image variant was sent twice",
    ],
    [
      "a variant not named {hash}.w{width}.webp",
      async () => {
        const { photo, hash, variants } = await photoWithVariants("#606060");
        return { files: { imagesVideos: photo, [IMAGE_VARIANTS_FIELD]: new File([variants[0]!], `${hash}.w500.webp`) }, hash };
      },
      422,
      "An image variant must be named {hash}.w{width}.webp",
    ],
    [
      "a variant over 1 MB",
      async () => {
        const { photo, hash } = await photoWithVariants("#707070");
        return { files: { imagesVideos: photo, [IMAGE_VARIANTS_FIELD]: new File([new Uint8Array(MAX_VARIANT_BYTES + 1)], `${hash}.w480.webp`) }, hash };
      },
      413,
      "An image variant is too large: it must be up to 1 MB",
    ],
  ];
  it.each(refused)("refuses %s, and stores nothing: no row, no image, no variant", async (_name, make, status, message) => {
    const { files, hash } = await make();
    const title = `Refused ${hash}`;
    const res = await addBanner(title, files);
    expect(res.status).toBe(status);
    const body = await json(res);
    expect(body.error.message).toBe(message);
    expect(body.error.issues[IMAGE_VARIANTS_FIELD][0]).toContain(message);
    expect(await bannerCount(title)).toBe(0);
    expect(await stored(`bannerImages/${hash}.jpg`)).toBe(false);
    for (const w of IMAGE_WIDTHS) expect(await stored(`bannerImages/${hash}.w${w}.webp`)).toBe(false);
  });

  it("refuses variants for a video: only images have them", async () => {
    const video = new File([new Uint8Array([0, 0, 0, 24, ...new TextEncoder().encode("ftypisom"), 0, 0, 2, 0])], "v.mp4");
    const hash = hashOf(new Uint8Array(await video.arrayBuffer()));
    const { variants } = await photoWithVariants("#808080");
    const res = await addBanner("Video with variants", { imagesVideos: video, [IMAGE_VARIANTS_FIELD]: new File([variants[0]!], `${hash}.w480.webp`) });
    expect(res.status).toBe(422);
    expect((await json(res)).error.message).toBe("An image variant belongs to no image in this form");
  });

  it("refuses variants on a form that takes no image", async () => {
    const admin = (await signedIn(t, "Admin")).cookie;
    const target = (await signedIn(t, "Accountant")).user;
    const { variants } = await photoWithVariants("#909090");
    const res = await t.request(`/api/users/${target.id}/reset-password`, {
      method: "PATCH",
      headers: { Cookie: admin },
      body: form({ newPassword: "N3w!Passw0rd", [IMAGE_VARIANTS_FIELD]: variants[0]! }),
    });
    expect(res.status).toBe(422);
    expect((await json(res)).error.message).toBe(`Unexpected file field: ${IMAGE_VARIANTS_FIELD}`);
  });
});
