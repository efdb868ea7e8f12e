import { describe, expect, it } from "vitest";
import { imageSrcSet, imageVariant, IMAGE_WIDTHS } from "@/shared/lib/contract";
import { parseVariantFile } from "../../worker/contract/image-variants";
import { isImmutableKey, keyFromPath } from "../../worker/storage/keys";

const HASH = "0123456789abcdef0123456789abcdef";

describe("image variants (issue 10 item 3)", () => {
  it("derives a variant URL from a stored image's /im path", () => {
    expect(imageVariant(`/im/projectImages/${HASH}.jpg`, 480)).toBe(`/im/projectImages/${HASH}.w480.webp`);
    expect(imageVariant(`/im/bannerImages/${HASH}.png`, 1600)).toBe(`/im/bannerImages/${HASH}.w1600.webp`);
  });
  it("has no variant for anything that is not a content-addressed stored image", () => {
    expect(imageVariant("/assets/logo.svg", 480)).toBeNull();
    expect(imageVariant(`/im/projectImages/${HASH}.pdf`, 480)).toBeNull();
    expect(imageVariant(`/im/projectImages/${HASH}.gif`, 480)).toBeNull();
    expect(imageVariant("/im/projectImages/photo.jpg", 480)).toBeNull();
    expect(imageVariant(`https://example.com/im/projectImages/${HASH}.jpg`, 480)).toBeNull();
    expect(imageSrcSet("/assets/x.jpg")).toBeUndefined();
  });
  it("lists every width in the srcset", () => {
    expect(IMAGE_WIDTHS).toEqual([480, 720, 960, 1600]);
    expect(imageSrcSet(`/im/projectImages/${HASH}.jpg`)).toBe(
      `/im/projectImages/${HASH}.w480.webp 480w, /im/projectImages/${HASH}.w720.webp 720w, /im/projectImages/${HASH}.w960.webp 960w, /im/projectImages/${HASH}.w1600.webp 1600w`,
    );
  });
  it("the worker reads a variant's name back, and caches variants as hard as originals", () => {
    const file = imageVariant(`/im/projectImages/${HASH}.jpg`, 960)!.split("/").pop()!;
    expect(parseVariantFile(file)).toEqual({ hash: HASH, width: 960 });
    expect(parseVariantFile(`${HASH}.w123.webp`)).toBeNull();
    expect(parseVariantFile(`${HASH}.jpg`)).toBeNull();
    expect(keyFromPath("projectImages", file)).toBe(`projectImages/${file}`);
    expect(isImmutableKey(`projectImages/${file}`)).toBe(true);
    expect(isImmutableKey("projectImages/photo.w480.webp")).toBe(false);
  });
});
