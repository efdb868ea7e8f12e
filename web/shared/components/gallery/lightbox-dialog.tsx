import * as DialogPrimitive from "@radix-ui/react-dialog";
import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { type KeyboardEvent, type PointerEvent, useLayoutEffect, useRef } from "react";
import { useTranslation } from "@/shared/i18n/use-translation";
import { PROJECTS } from "@/shared/i18n/projects";
import type { GalleryImage } from "./types";
import { wrapIndex } from "./wrap-index";

export type LightboxProps = {
  images: GalleryImage[];
  /** The open image, or null when the lightbox is closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  /** Names the dialog for screen readers ("Project Floor Plan"). */
  title: string;
};

const SWIPE_PX = 50;

/**
 * Full-screen image viewer on the Radix Dialog: focus is trapped inside and returns to the
 * thumbnail that opened it; Escape closes; ← / → and swipes move through the images, wrapping.
 */
export function LightboxDialog({ images, index, onIndexChange, title }: LightboxProps) {
  const { t } = useTranslation(PROJECTS);
  const startX = useRef<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const open = index !== null && images.length > 0;
  // Radix returns focus only to a Dialog.Trigger; this dialog is opened by any thumbnail or
  // button, so the element that had focus when it opened is remembered and refocused on close.
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);
  const current = open ? wrapIndex(index, images.length) : 0;
  const image = images[current];
  const go = (step: number) => onIndexChange(wrapIndex(current + step, images.length));

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "ArrowLeft") go(-1);
    else if (e.key === "ArrowRight") go(1);
    else return;
    e.preventDefault();
  };
  const onPointerDown = (e: PointerEvent) => {
    startX.current = e.clientX;
  };
  const onPointerUp = (e: PointerEvent) => {
    if (startX.current === null) return;
    const dx = e.clientX - startX.current;
    startX.current = null;
    if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? 1 : -1);
  };
  const many = images.length > 1;
  const arrow = "absolute top-1/2 z-10 -translate-y-1/2 rounded-full bg-ink-900/70 p-3 text-white ring-1 ring-white/30 backdrop-blur transition hover:bg-ink-900/90";

  return (
    <DialogPrimitive.Root open={open} onOpenChange={(o) => !o && onIndexChange(null)}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-[1100] bg-ink-900/[0.97] backdrop-blur-sm" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            opener.current?.focus();
          }}
          className="fixed inset-0 z-[1100] flex flex-col text-white outline-none"
          data-testid="lightbox"
        >
          <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
            <DialogPrimitive.Title className="truncate text-sm font-medium text-white/80">{title}</DialogPrimitive.Title>
            <div className="flex items-center gap-3">
              <span className="text-sm tabular-nums text-white/80" aria-hidden="true" data-testid="lightbox-counter">
                {t("gallery.counter", { current: current + 1, total: images.length })}
              </span>
              <span className="sr-only" aria-live="polite">
                {t("gallery.position", { current: current + 1, total: images.length })}
              </span>
              <DialogPrimitive.Close className="rounded-full p-2 transition hover:bg-white/15" aria-label={t("gallery.close")}>
                <X className="size-6" aria-hidden="true" />
              </DialogPrimitive.Close>
            </div>
          </div>
          <figure
            className="relative flex min-h-0 flex-1 touch-pan-y select-none flex-col items-center justify-center gap-3 px-4 pb-6 sm:px-20"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
          >
            {image && (
              <img
                key={image.src}
                src={image.src}
                alt={image.alt}
                draggable={false}
                className="max-h-full min-h-0 max-w-full rounded-md object-contain shadow-2xl"
              />
            )}
            {image?.caption && <figcaption className="text-center text-sm text-white/85">{image.caption}</figcaption>}
            {many && (
              <>
                <button type="button" className={`${arrow} left-2 sm:left-4`} onClick={() => go(-1)} aria-label={t("gallery.previous")}>
                  <ChevronLeft className="size-6" aria-hidden="true" />
                </button>
                <button type="button" className={`${arrow} right-2 sm:right-4`} onClick={() => go(1)} aria-label={t("gallery.next")}>
                  <ChevronRight className="size-6" aria-hidden="true" />
                </button>
              </>
            )}
          </figure>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
