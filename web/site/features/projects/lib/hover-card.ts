import { SITE } from "@/shared/config/site";

/**
 * The map card's timing rules (docs/product.md §2) as a small state machine, free of React and Leaflet:
 * a marker hover opens it; leaving the marker closes it after SITE.map.cardCloseMs unless the
 * pointer reaches the card first; leaving the card closes it at once.
 */
export function createHoverCard<T>(onChange: (value: T | null) => void, delay: number = SITE.map.cardCloseMs) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current: T | null = null;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const set = (value: T | null) => {
    current = value;
    onChange(value);
  };
  return {
    open(value: T) {
      cancel();
      set(value);
    },
    leaveMarker() {
      cancel();
      if (current !== null) timer = setTimeout(() => set(null), delay);
    },
    enterCard: cancel,
    leaveCard() {
      cancel();
      set(null);
    },
    close() {
      cancel();
      if (current !== null) set(null);
    },
    dispose: cancel,
  };
}
