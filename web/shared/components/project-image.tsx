import { useState } from "react";
import { cn } from "@/shared/lib/utils";
import { imageSrcSet } from "@/shared/lib/contract";

/**
 * The branded placeholder (web/public/project-placeholder.svg): a public file by its path, not an import,
 * which the build inlines as a 900-byte data: URI into every photo's `data-fallback` (12 KB of the home page).
 */
const placeholder = "/project-placeholder.svg";

type ProjectImageProps = {
  src: string | null | undefined;
  alt: string;
  className?: string;
  /** Only the first, above-the-fold image loads eagerly. */
  eager?: boolean;
  /** The width it shows at (`sizes`): a srcset of widths needs it, and so does the preload React makes of an eager image. */
  sizes: string;
};

/**
 * A project photo (or any site photo taken from a project) that falls back to the one branded
 * placeholder when there is no image or the file fails to load. Width/height reserve a 4:3 box so
 * nothing shifts while it loads; callers that size the box themselves pass `size-full`.
 */
export function ProjectImage({ src, alt, className, eager = false, sizes }: ProjectImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = !src || failed === src ? placeholder : src;
  return (
    <img
      src={url}
      srcSet={imageSrcSet(url)}
      alt={alt}
      width={800}
      height={600}
      sizes={sizes}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      decoding={eager ? "auto" : "async"}
      onError={() => src && setFailed(src)}
      data-fallback={placeholder}
      className={cn("size-full object-cover", className)}
    />
  );
}
