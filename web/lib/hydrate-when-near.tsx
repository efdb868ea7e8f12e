import { type ReactNode, Suspense, use, useEffect, useId, useRef, useState } from "react";
import { currentLanguage, renderedLanguage, subscribeLanguage } from "@/i18n/index";

/**
 * A part of a long page that the browser hydrates only once it nears the viewport (docs/decisions.md,
 * "Parts hydrated as they near the screen"). The worker renders it like the rest, and the page shows
 * its HTML as served; React leaves that HTML alone until the part is within half a screen of the
 * viewport, is focused or pressed, or the language changes, and then hydrates it in place, in its own
 * task. So a phone's main thread spends nothing on the FAQ, the testimonials or the footer while the
 * first screen loads. A part rendered in the browser (a client-side navigation) renders at once.
 *
 * Only on a page that hydrates without the app (light.tsx, which calls `hydrateWhenNear`): what is
 * above its parts changes only with the listing's query (a part handed new content opens at once),
 * until the app replaces the whole page. Under the app's router, a navigation changes the location
 * every part reads, and React, unable to hydrate a part that waits, would hold the navigation until
 * the part came near.
 */
const AHEAD = "50% 0px";

let gating = false;
/** Called by light.tsx before it hydrates: from then on, parts being hydrated wait until they are near. */
export function hydrateWhenNear() {
  gating = true;
}

type Gate = Promise<void> & { status?: "pending" | "fulfilled"; value?: undefined };

/**
 * A gate for a part the worker rendered, found by its id: React gives a component the same id while
 * hydrating as in the worker's render, and a different one (`_r_…`, not `_R_…`) when it renders in the
 * browser, so only a part being hydrated finds its element already in the page.
 */
function gateFor(id: string): { gate: Gate; open: () => void } | null {
  if (!gating || typeof IntersectionObserver === "undefined") return null;
  // The language switched before the part's code came: its served HTML is in the old one.
  if (currentLanguage() !== renderedLanguage()) return null;
  if (!document.querySelector(`[data-hydrates-near="${id}"]`)) return null;
  let resolve!: () => void;
  const gate: Gate = new Promise<void>((r) => (resolve = r));
  gate.status = "pending";
  // Marked fulfilled at once, as React reads a settled promise: a press that opens the gate is then
  // handled by the part it lands on, hydrated for it in the same event, not dropped.
  const open = () => {
    if (gate.status === "fulfilled") return;
    gate.status = "fulfilled";
    gate.value = undefined;
    resolve();
  };
  return { gate, open };
}

function Wait({ gate, children }: { gate: Gate | undefined; children: ReactNode }) {
  if (gate) use(gate as Promise<void>);
  return children;
}

export function HydrateWhenNear({ children }: { children: ReactNode }) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [gated] = useState(() => gateFor(id));
  const [first] = useState(children);
  // New content from the page for a part still waiting: React could only drop its served HTML, so it hydrates now.
  if (gated && children !== first) gated.open();
  useEffect(() => {
    const el = ref.current;
    if (!gated || !el || gated.gate.status === "fulfilled") return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && open(), { rootMargin: AHEAD });
    // On the document, capturing: React's own listener on the root would stop an event on a part it cannot hydrate yet.
    const onInput = (e: Event) => e.target instanceof Node && el.contains(e.target) && open();
    // The served HTML is in the language it was rendered in; hydrated, the part follows the switch.
    const stopLanguage = subscribeLanguage(() => open());
    const stop = () => {
      observer.disconnect();
      stopLanguage();
      for (const type of INPUT) document.removeEventListener(type, onInput, true);
    };
    const open = () => {
      stop();
      gated.open();
    };
    for (const type of INPUT) document.addEventListener(type, onInput, true);
    observer.observe(el);
    return stop;
  }, [gated]);
  return (
    <div ref={ref} data-hydrates-near={id}>
      <Suspense fallback={null}>
        <Wait gate={gated?.gate}>{children}</Wait>
      </Suspense>
    </div>
  );
}

const INPUT = ["pointerdown", "focusin", "keydown"] as const;
