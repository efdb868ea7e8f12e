import { startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { loadLanguage } from "@/shared/i18n/index";
import { Toasts } from "@/shared/app/page-chrome";
import { readRenderedState } from "./app/rendered-state";
import { endEarlyPresses, islandLive, onIslandPress } from "./lib/early-press";
import { browserRouter } from "./lib/browser-router";
import { fetchIslandProps, type IslandComponent, IslandProviders, islandPrefix, unpackIslandProps } from "@/shared/lib/island";
import { listenToLinkClicks } from "@/shared/lib/link-clicks";
import { subscribeToaster, toasterWanted } from "@/shared/lib/toast";
import { yieldToBrowser } from "./lib/yield-to-browser";

/**
 * Each island's code, in its own chunk, by its file's name (shared/lib/island.tsx): the site's, and
 * the few the dashboard's project screen also renders in place (web/shared/islands).
 */
const ISLANDS = Object.fromEntries(
  Object.entries(import.meta.glob<{ default: IslandComponent<object> }>(["./islands/*.tsx", "../shared/islands/*.tsx"])).map(([file, load]) => [
    file.replace(/^.*\/([\w-]+)\.tsx$/, "$1"),
    load,
  ]),
);

/** Marks an island React has hydrated (one left as HTML is only `data-live`: site/lib/early-press.ts). */
const HYDRATED = "data-hydrated";

/**
 * Hydrates a page the worker rendered (main.tsx loads this once the first screen is painted): each
 * island (shared/lib/island.tsx) as its own React root, with the props and id prefix it was rendered with,
 * and nothing else. The rest of the page is HTML: its links are the browser's own navigation, a
 * plain page load from the edge cache, made instant by the Speculation Rules in index.html. Islands
 * marked `near` (the map) hydrate as they near the viewport; a press on one before then is held
 * and given to it once hydrated.
 */
export async function start() {
  const state = readRenderedState();
  if (!state) return;
  const { lang } = state;
  await loadLanguage(lang);
  const { router, navigate } = browserRouter();
  // Only links that stay on this page (the listing's tabs and chips) in an island that hydrated; the rest are
  // the browser's. One not hydrated yet, or never (its code or its data could not come), would change the
  // URL under HTML that does not follow it, or hydrate on a URL its HTML was not made for.
  listenToLinkClicks(navigate, (path, anchor) => new URL(path, location.href).pathname === location.pathname && !anchor.closest(`[data-island]:not([${HYDRATED}])`));
  const hydrate = async (el: HTMLElement) => {
    const load = ISLANDS[el.dataset.island ?? ""];
    const n = Number(el.dataset.n);
    // The props it reads itself are read beside its code (shared/lib/island.tsx `fetched`).
    const fetched = fetchIslandProps(state.islands, n);
    // Without its code (offline, a deploy in between) or what it reads, the island stays as the worker rendered it.
    const loaded = await load?.().catch(() => null);
    const read = await fetched;
    if (!loaded || !read) return islandLive(el);
    const { Component } = loaded.default.island;
    const props = { ...unpackIslandProps(state.islands, n), ...read };
    await yieldToBrowser();
    await new Promise<void>((done) =>
      // In a transition React hydrates in slices that yield to the browser, not in one long task.
      startTransition(() => {
        hydrateRoot(
          el,
          <IslandProviders lang={lang} router={router}>
            <Component {...props} />
            <Hydrated then={done} />
          </IslandProviders>,
          { identifierPrefix: islandPrefix(n) },
        );
      }),
    );
    // Its handlers are attached and its effects have run: a press held until now is given to it.
    el.setAttribute(HYDRATED, "");
    islandLive(el);
  };
  const slots = Array.from(document.querySelectorAll<HTMLElement>("[data-island]"));
  for (const el of slots.filter((s) => !s.dataset.near)) await hydrate(el);
  endEarlyPresses();
  document.documentElement.dataset.ready = "true";
  for (const el of slots.filter((s) => s.dataset.near)) whenNear(el, () => hydrate(el));
  mountToasterWhenWanted();
  showFallbackImages();
}

/** Renders nothing; calls `then` once React has hydrated its island (its effects run after the island's). */
function Hydrated({ then }: { then: () => void }) {
  useEffect(() => then(), [then]);
  return null;
}

/**
 * Hydrates `el` once it is within half a screen of the viewport, or at the first press or focus in
 * it. A press that came first, even before this page's code ran, is held by the entry until the
 * island has hydrated, not only until it starts to (its code may still be on its way), and given to
 * it then (site/lib/early-press.ts `islandLive`).
 */
function whenNear(el: HTMLElement, hydrate: () => Promise<void>) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    document.removeEventListener("focusin", onFocus, true);
    void hydrate();
  };
  const onFocus = (e: FocusEvent) => e.target instanceof Node && el.contains(e.target) && start();
  const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), { rootMargin: "50% 0px" });
  // The slot itself has no box (`display: contents`): its children do.
  for (const child of Array.from(el.children)) observer.observe(child);
  document.addEventListener("focusin", onFocus, true);
  onIslandPress((slot) => slot === el && start());
}

/** The toaster, in a root of its own, from the first toast on (shared/lib/toast.ts). */
function mountToasterWhenWanted() {
  const mount = () => {
    if (!toasterWanted()) return;
    stop();
    const el = document.body.appendChild(document.createElement("div"));
    createRoot(el).render(<Toasts />);
  };
  const stop = subscribeToaster(mount);
  mount();
}

/**
 * A photo outside the islands that fails to load (a file removed since the page was cached) is
 * replaced by its placeholder (`data-fallback`, shared/components/project-image.tsx), as the component does.
 */
function showFallbackImages() {
  const fallBack = (img: HTMLImageElement) => {
    const fallback = img.dataset.fallback;
    if (!fallback || img.getAttribute("src") === fallback) return;
    img.removeAttribute("srcset");
    img.src = fallback;
  };
  for (const img of Array.from(document.images)) if (img.complete && img.naturalWidth === 0) fallBack(img);
  document.addEventListener("error", (e) => e.target instanceof HTMLImageElement && fallBack(e.target), true);
}
