import { useCallback, useEffect, useState } from "react";

/** Past this many pixels a downward scroll may hide the bar (it never hides at the very top). */
const HIDE_AFTER = 80;
/** Ignore jitter smaller than this (touch momentum, sub-pixel scrolling). */
const MIN_DELTA = 6;

/**
 * The top bar's scroll behaviour (docs/product.md §2): hidden while scrolling down, back on scrolling up,
 * `scrolled` after any scroll. rAF-throttled with a passive listener so it never blocks scrolling.
 */
export function useScrollState() {
  const [state, setState] = useState({ hidden: false, scrolled: false });

  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = Math.max(0, window.scrollY);
      const delta = y - last;
      const moved = Math.abs(delta) >= MIN_DELTA;
      if (moved) last = y;
      setState((s) => {
        const hidden = y <= HIDE_AFTER ? false : moved ? delta > 0 : s.hidden;
        const scrolled = y > 0;
        return s.hidden === hidden && s.scrolled === scrolled ? s : { hidden, scrolled };
      });
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  /** Keyboard users tabbing into a hidden bar must see where focus went. */
  const reveal = useCallback(() => setState((s) => (s.hidden ? { ...s, hidden: false } : s)), []);
  return { ...state, reveal };
}
