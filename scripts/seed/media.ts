import type { UploadFolder } from "../../worker/contract/folders";
import { contentKey, keyToPath } from "../../worker/storage/keys";
import { art, renderArts, type ArtName, type MasterName, type Size } from "./images";
import { brochurePdf } from "./pdf";
import { webpVariants } from "./variants";

export type SeedObject = { key: string; bytes: Uint8Array; contentType: string; filename: string };

export const BROCHURE = "brochure" as const;

type Request = { folder: UploadFolder; source: ArtName | typeof BROCHURE };

/**
 * Two passes so the data files can stay plain synchronous literals:
 * 1. `plan` — the row builders run with a recorder that hands out placeholder paths and notes
 *    every (folder, illustration) they use;
 * 2. `resolve` — only those are rendered and hashed (content keys), then the placeholders are
 *    swapped for the real `/im/...` paths.
 */
export class MediaPlan {
  private readonly requests = new Map<string, Request>();

  /** A JPEG illustration stored in `folder`; returns a placeholder path until `resolve`. */
  img(folder: UploadFolder, master: MasterName, size: Size = "native"): string {
    return this.note({ folder, source: art(master, size) });
  }

  /** The project brochure PDF stored in `folder`. */
  pdf(folder: UploadFolder): string {
    return this.note({ folder, source: BROCHURE });
  }

  private note(r: Request): string {
    const token = `@@media:${r.folder}:${r.source}@@`;
    this.requests.set(token, r);
    return token;
  }

  /** Renders what was used and returns the objects plus a function that rewrites placeholders. */
  async resolve(): Promise<{ objects: SeedObject[]; swap: <T>(value: T) => T }> {
    const arts = [...this.requests.values()].map((r) => r.source).filter((s): s is ArtName => s !== BROCHURE);
    const rendered = await renderArts(arts);
    const pdf = brochurePdf();
    const paths = new Map<string, string>();
    const objects = new Map<string, SeedObject>();
    for (const [token, r] of this.requests) {
      const isPdf = r.source === BROCHURE;
      const bytes = isPdf ? pdf : rendered.get(r.source as ArtName);
      if (!bytes) throw new Error(`illustration ${r.source} was not rendered`);
      const key = await contentKey(r.folder, bytes, isPdf ? "pdf" : "jpg");
      paths.set(token, keyToPath(key));
      objects.set(key, {
        key,
        bytes,
        contentType: isPdf ? "application/pdf" : "image/jpeg",
        filename: isPdf ? "uday-project-brochure.pdf" : `${r.source.replace("@", "-")}.jpg`,
      });
    }
    const swap = <T>(value: T): T =>
      JSON.parse(JSON.stringify(value), (_k, v: unknown) => {
        if (typeof v !== "string" || !v.startsWith("@@media:")) return v;
        const p = paths.get(v);
        if (!p) throw new Error(`unresolved media placeholder ${v}`);
        return p;
      }) as T;
    const images = [...objects.values()].filter((o) => o.contentType === "image/jpeg");
    for (const variants of await Promise.all(images.map(webpVariants))) for (const v of variants) objects.set(v.key, v);
    return { objects: [...objects.values()].sort((a, b) => a.key.localeCompare(b.key)), swap };
  }
}
