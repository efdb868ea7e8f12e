import { useEffect } from "react";
import { lazyPart, useLazyPart } from "@/shared/lib/lazy-part";
import type { LightboxProps } from "./lightbox-dialog";

/**
 * The viewer's code (Radix Dialog with its focus trap and scroll lock, about 14 KB gzipped) is not
 * part of the page: nobody needs it before opening an image. It loads when a pointer rests on or
 * focus reaches an opener (`preloadLightbox`), or at the latest on the press; the viewer opens once
 * it is in. A failed download closes the request again, so the next press retries.
 */
const viewer = lazyPart(() => import("./lightbox-dialog"));

export const preloadLightbox = () => void viewer.load().catch(() => undefined);

export function Lightbox(props: LightboxProps) {
  const loaded = useLazyPart(viewer);
  const { index, onIndexChange } = props;
  useEffect(() => {
    if (index === null || loaded) return;
    viewer.load().catch(() => onIndexChange(null));
  }, [index, loaded, onIndexChange]);
  return loaded ? <loaded.LightboxDialog {...props} /> : null;
}
