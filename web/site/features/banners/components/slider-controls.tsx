import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation, useTwins } from "@/shared/i18n/use-translation";
import { BANNERS } from "@/shared/i18n/banners";
import { IMAGE_WIDTHS, imageVariant } from "@/shared/lib/contract";
import type { Slide } from "../lib/slides";
import { cn } from "@/shared/lib/utils";

type Props = { banners: Slide[]; index: number; thumbnails: boolean; go: (i: number) => void; step: (d: 1 | -1) => void };

const ARROW =
  "grid size-11 place-items-center rounded-full border border-white/30 bg-ink-900/40 text-white backdrop-blur transition-colors hover:border-brand-500 hover:bg-brand-500 hover:text-ink-900";

/**
 * Prev/next arrows and a slide picker: project thumbnails when the slides are projects (from
 * 768 px; phones get dots, since five full-size photos as thumbnails cost too much on a slow link).
 */
/** A 96 px thumbnail's picture: the narrowest variant, which every screen density up to 5x fills (no srcset to choose from). */
const thumbnail = (src: string) => imageVariant(src, IMAGE_WIDTHS[0]) ?? src;

export function SliderControls({ banners, index, thumbnails, go, step }: Props) {
  const { t } = useTranslation(BANNERS);
  const { text } = useTwins();
  return (
    <div className="absolute inset-x-0 bottom-0 z-20">
      <div className="mx-auto flex max-w-7xl items-end justify-between gap-4 px-4 pb-6 sm:px-6 lg:px-8 lg:pb-8">
        <ul className="flex min-w-0 gap-2 overflow-x-auto pb-1" aria-label={t("slider.choose")} data-testid="slider-picker">
          {banners.map((b, i) => {
            const label = t("slider.goTo", { n: i + 1, name: b.project ? text(b.project, "name") : text(b, "title") });
            const current = i === index;
            return (
              <li key={b.uniId} className="flex shrink-0 items-end">
                {thumbnails && (
                  <button
                    type="button"
                    onClick={() => go(i)}
                    aria-label={label}
                    aria-current={current}
                    data-testid="slider-thumbnail"
                    className={cn(
                      "slide-thumb",
                      current ? "border-brand-500" : "border-white/30 opacity-70 hover:opacity-100",
                    )}
                  >
                    <img src={thumbnail(b.project?.mainImage ?? b.imagesVideos)} alt="" width={96} height={64} loading="lazy" decoding="async" className="size-full object-cover" />
                  </button>
                )}
                <button
                  type="button"
                  onClick={() => go(i)}
                  aria-label={label}
                  aria-current={current}
                  className={cn("slide-dot", thumbnails && "md:hidden")}
                >
                  <span className={cn("slide-dot-mark", current ? "w-6 bg-brand-500" : "w-1.5 bg-white/60")} />
                </button>
              </li>
            );
          })}
        </ul>
        <div className="flex shrink-0 gap-2">
          <button type="button" onClick={() => step(-1)} aria-label={t("slider.previous")} className={ARROW}>
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <button type="button" onClick={() => step(1)} aria-label={t("slider.next")} className={ARROW}>
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
        </div>
      </div>
    </div>
  );
}
