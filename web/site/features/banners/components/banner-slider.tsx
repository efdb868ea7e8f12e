import { type FocusEvent, startTransition, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "@/shared/i18n/use-translation";
import { BANNERS } from "@/shared/i18n/banners";
import { SITE } from "@/shared/config/site";
import { whenIdle } from "@/shared/lib/when-idle";
import { useAutoAdvance } from "../hooks/use-auto-advance";
import { useReducedMotion } from "../hooks/use-reduced-motion";
import { hasProjectSlides, wrapIndex } from "@/shared/features/banners/lib/slider";
import { BannerSlide } from "./banner-slide";
import { HeroFallback } from "./hero-fallback";
import { SliderControls } from "./slider-controls";
import type { Slide } from "../lib/slides";

const HEIGHT = "h-[78svh] min-h-[34rem] max-h-[52rem]";

/**
 * The home banner slider (docs/product.md §2 section 1): advances every 10 s, wraps both ways. It pauses
 * while hovered or focused (WCAG 2.2.2) and does not move on its own for reduced-motion users.
 */
export function BannerSlider({ banners: list }: { banners: Slide[] | null }) {
  const { t } = useTranslation(BANNERS);
  // null: the API refused the list; the hero's fallback stands in.
  const banners = list ?? [];
  const isError = list === null;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [visited, setVisited] = useState(() => new Set([0]));
  const reduced = useReducedMotion();
  // The neighbours join when the browser is next idle after hydration, in a transition: neither in
  // the served HTML (two more photos downloading beside the first slide, the page's largest paint,
  // on a phone's thin connection) nor in the hydration's own task (a re-render and two more images).
  const [neighbours, setNeighbours] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setNeighbours(true))), []);
  const count = banners.length;
  const shown = !isError && count > 0;
  // Paused while a pointer is over it (a finger counts only while it touches: pointerleave follows
  // the lift). The browser's own enter and leave, not React's: React makes them from over and out
  // events, and drops them when the pointer comes from a part of the page it has not hydrated (the
  // page outside the islands), so the slider never heard it arrive.
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = section.current;
    if (!el) return;
    const enter = () => setHovered(true);
    const leave = () => setHovered(false);
    el.addEventListener("pointerenter", enter);
    el.addEventListener("pointerleave", leave);
    return () => {
      el.removeEventListener("pointerenter", enter);
      el.removeEventListener("pointerleave", leave);
    };
  }, [shown]);

  const go = useCallback(
    (i: number) => {
      const next = wrapIndex(i, count);
      setIndex(next);
      setVisited((v) => (v.has(next) ? v : new Set(v).add(next)));
    },
    [count],
  );
  const step = (d: 1 | -1) => go(index + d);
  const advance = useCallback(() => go(index + 1), [go, index]);
  useAutoAdvance(index, count, SITE.sliderIntervalMs, hovered || focused || reduced, advance);

  if (isError || count === 0) return <HeroFallback className={HEIGHT} />;

  const onBlur = (e: FocusEvent) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
  };
  // Only the current slide and its neighbours load their media; the rest wait until visited. The served
  // HTML holds the first slide's words alone: the others are hidden (inert) until shown, and join with
  // the neighbours (issue 47: four more slides were 8 KB of the home page's HTML, laid out unseen).
  const neighbour = (i: number) => neighbours && (i === wrapIndex(index + 1, count) || i === wrapIndex(index - 1, count));
  const near = (i: number) => visited.has(i) || neighbour(i);
  const worded = (i: number) => neighbours || visited.has(i);
  return (
    <section
      aria-roledescription={t("slider.carousel")}
      aria-label={t("slider.label")}
      data-testid="banner-slider"
      data-index={index}
      className={`relative isolate overflow-hidden bg-ink-900 ${HEIGHT}`}
      ref={section}
      // Paused while keyboard focus is inside; a tapped arrow keeps focus without showing it, so it
      // must not stop the 10 s auto-advance for good (docs/product.md §2).
      onFocus={(e) => setFocused(e.target.matches(":focus-visible"))}
      onBlur={onBlur}
    >
      <h1 className="sr-only">{t("slider.heading")}</h1>
      {banners.map((b, i) => (
        <BannerSlide key={b.uniId} banner={b} position={i} total={count} active={i === index} first={i === 0} render={near(i)} text={worded(i)} motion={!reduced} />
      ))}
      {count > 1 && <SliderControls banners={banners} index={index} thumbnails={hasProjectSlides(banners)} go={go} step={step} />}
    </section>
  );
}
