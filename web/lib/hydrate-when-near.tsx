import { type ReactNode, Suspense, use, useCallback, useEffect, useId, useRef, useState } from "react";
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

/** Renders nothing; tells its part that React has hydrated it (its effects run after the part's own). */
function Hydrated({ then }: { then: () => void }) {
  useEffect(() => then(), [then]);
  return null;
}

/**
 * `until`: what opens the part. "near" (an interactive part): the viewport nearing it, a press or
 * the focus in it, or the language changing. "language" (a part with nothing to do in the browser:
 * text, pictures and plain links): only the language changing, since its served HTML is in the old
 * one; until then its code is never downloaded.
 */
export function HydrateWhenNear({ children, until = "near" }: { children: ReactNode; until?: "near" | "language" }) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [gated] = useState(() => gateFor(id));
  const [first] = useState(children);
  // Whether React has hydrated the part, and a click it could not take yet (its code was still on its way).
  const hydrated = useRef(!gated);
  const held = useRef<HTMLElement | null>(null);
  const afterHydration = useCallback(() => {
    hydrated.current = true;
    const target = held.current;
    held.current = null;
    if (target?.isConnected) target.click();
  }, []);
  // New content from the page for a part still waiting: React could only drop its served HTML, so it hydrates now.
  if (gated && children !== first) gated.open();
  useEffect(() => {
    const el = ref.current;
    if (!gated || !el || gated.gate.status === "fulfilled") return;
    const near = until === "near";
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && open(), { rootMargin: AHEAD });
    // On the document, capturing: React's own listener on the root would stop an event on a part it cannot hydrate yet.
    const onInput = (e: Event) => e.target instanceof Node && el.contains(e.target) && open();
    // The served HTML is in the language it was rendered in; hydrated, the part follows the switch.
    const stopLanguage = subscribeLanguage(() => open());
    const stop = () => {
      observer.disconnect();
      stopLanguage();
      if (near) for (const type of INPUT) document.removeEventListener(type, onInput, true);
    };
    const open = () => {
      stop();
      gated.open();
    };
    // A click on the part before React has hydrated it (its code still downloading) would be lost: it
    // is held, and given to the part once hydrated. A plain link goes where it points at once.
    const onClick = (e: MouseEvent) => {
      if (hydrated.current || !(e.target instanceof HTMLElement) || !el.contains(e.target) || e.target.closest("a[href]")) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      held.current = e.target;
      open();
    };
    if (near) for (const type of INPUT) document.addEventListener(type, onInput, true);
    if (near) document.addEventListener("click", onClick, true);
    if (near) observer.observe(el);
    return () => {
      stop();
      document.removeEventListener("click", onClick, true);
    };
  }, [gated, until]);
  return (
    <div ref={ref} data-hydrates-near={id} data-hydrates={until}>
      <Suspense fallback={null}>
        <Wait gate={gated?.gate}>
          {children}
          <Hydrated then={afterHydration} />
        </Wait>
      </Suspense>
    </div>
  );
}

const INPUT = ["pointerdown", "focusin", "keydown"] as const;
