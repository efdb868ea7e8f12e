import { Expand } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "@/shared/i18n/use-translation";
import { PROJECTS } from "@/shared/i18n/projects";
import { Button } from "@/shared/components/ui/button";
import { SITE } from "@/shared/config/site";
import { imageSrcSet } from "@/shared/lib/contract";
import { cn } from "@/shared/lib/utils";
import { Lightbox, preloadLightbox } from "./lightbox";
import type { GalleryImage } from "./types";

type ImageGalleryProps = {
  images: GalleryImage[];
  /** Names the lightbox for screen readers. */
  title: string;
  /** How many thumbnails show before "More.." (docs/product.md §9: 4). */
  preview?: number;
  moreLabel?: string;
  lessLabel?: string;
  /** Drawings (floor plans) are shown whole on white; photos fill their tile. */
  fit?: "cover" | "contain";
  className?: string;
};

/**
 * A thumbnail grid that shows the first `preview` images with a More / Show Less toggle, and
 * opens any image in the lightbox. Thumbnails are buttons, so the keyboard reaches every one.
 */
export function ImageGallery({ images, title, preview = SITE.galleryPreview, moreLabel, lessLabel, fit = "cover", className }: ImageGalleryProps) {
  const { t } = useTranslation(PROJECTS);
  const [expanded, setExpanded] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const gridId = useId();
  if (images.length === 0) return null;
  const shown = expanded ? images : images.slice(0, preview);

  return (
    <div className={className}>
      <ul id={gridId} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {shown.map((image, i) => (
          <li key={`${image.src}-${i}`}>
            <button
              type="button"
              onClick={() => setOpen(i)}
              onPointerEnter={preloadLightbox}
              onFocus={preloadLightbox}
              className={cn(
                "group relative block aspect-[4/3] w-full overflow-hidden rounded-lg ring-1 ring-border",
                fit === "contain" ? "bg-white" : "bg-ink-800",
              )}
              aria-label={t("gallery.open", { alt: image.alt })}
            >
              <img
                src={image.src}
                srcSet={imageSrcSet(image.src)}
                sizes="(min-width: 1024px) 25vw, 50vw"
                alt=""
                loading="lazy"
                decoding="async"
                width={400}
                height={300}
                className={cn(
                  "size-full transition duration-500 group-hover:scale-105",
                  fit === "contain" ? "object-contain p-2" : "object-cover",
                )}
              />
              <span className="absolute inset-0 flex items-center justify-center bg-ink-900/0 text-white opacity-0 transition group-hover:bg-ink-900/40 group-hover:opacity-100 group-focus-visible:bg-ink-900/40 group-focus-visible:opacity-100">
                <Expand className="size-6" aria-hidden="true" />
              </span>
            </button>
          </li>
        ))}
      </ul>
      {images.length > preview && (
        <div className="mt-5 flex justify-center">
          <Button variant="outline" aria-expanded={expanded} aria-controls={gridId} onClick={() => setExpanded((e) => !e)}>
            {expanded ? (lessLabel ?? t("gallery.less")) : (moreLabel ?? t("gallery.more"))}
          </Button>
        </div>
      )}
      <Lightbox images={images} index={open} onIndexChange={setOpen} title={title} />
    </div>
  );
}
