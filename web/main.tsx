// The web fonts come after the first screen (./fonts.ts); the styles come with the page.
import "./styles.css";
import { preloadPageChunks, RENDERED_STATE_ID } from "./site/app/rendered-state";
import { islandLive, keepEarlyPresses } from "./site/lib/early-press";
import { yieldToBrowser } from "./site/lib/yield-to-browser";

/**
 * The entry holds the styles and this code only. A page the worker rendered is painted first, and the
 * code that runs its islands (islands.tsx; the app, boot.tsx, runs only /login and the dashboard)
 * runs once that first screen is painted, its LCP image included: a phone that evaluated it first
 * would keep a page that is already in the HTML off the screen for as long as that takes (measured: Lighthouse's trace painted only
 * after hydration when the code ran on a timer). The islands' chunks are then preloaded together (the
 * worker lists them, inert, in the HTML), so they download side by side instead of one import after
 * another, and none competes with the first paint for the network.
 */
const boot = () => import("./dashboard/boot").then(startAfterYield);
/** A page the worker rendered: its islands hydrate (islands.tsx). */
const islands = () => import("./site/islands").then(startAfterYield);
/**
 * Evaluating the code and starting it are two tasks: the start (the embedded data read, the language
 * applied) ran in the evaluation's task, 20 of its 54 ms in Lighthouse's trace of /projects.
 */
async function startAfterYield(m: { start: () => Promise<void> }) {
  await yieldToBrowser();
  await m.start();
}

/**
 * Runs `run` once the page has painted its first screen: the first contentful paint reported, the
 * page's eager images (the LCP image among them) loaded and decoded, and one more frame presented after that.
 */
function afterFirstScreen(run: () => void) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    run();
  };
  let painted = false;
  let loaded = document.readyState === "complete";
  // Once the eager images are decoded, the next frame, then after its work: they are on screen by
  // then. Chrome may paint a large image a few frames after it has loaded, while it decodes (measured:
  // the hero 60 ms after the first paint, and this code's first task in between).
  const maybe = () => painted && loaded && void eagerImagesDecoded().then(() => requestAnimationFrame(() => setTimeout(once, 0)));
  const paints = typeof PerformanceObserver !== "undefined" && PerformanceObserver.supportedEntryTypes?.includes("paint");
  if (paints) {
    const seen = () => performance.getEntriesByType("paint").some((e) => e.name === "first-contentful-paint");
    painted = seen();
    if (!painted) {
      const observer = new PerformanceObserver(() => {
        if (!seen()) return;
        observer.disconnect();
        painted = true;
        maybe();
      });
      observer.observe({ type: "paint", buffered: true });
    }
  } else {
    painted = true;
  }
  if (!loaded) addEventListener("load", () => ((loaded = true), maybe()), { once: true });
  maybe();
  // A tab opened in the background paints nothing until shown: it need not wait to be interactive.
  if (document.visibilityState === "hidden") once();
  // A browser that never reports the paint, or an image that never finishes, does not hold the app back.
  setTimeout(once, 4000);
}

/** The page's eager images (the LCP image among them), decoded; a failed one counts as done. */
function eagerImagesDecoded(): Promise<unknown> {
  const eager = Array.from(document.images).filter((img) => img.loading !== "lazy" && img.complete && img.naturalWidth > 0);
  return Promise.all(eager.map((img) => img.decode().catch(() => undefined)));
}

const rendered = document.getElementById(RENDERED_STATE_ID);
if (rendered) {
  // A tap on a menu button before its island runs opens that menu once it does (site/lib/early-press.ts).
  keepEarlyPresses();
  afterFirstScreen(() => {
    void import("./fonts");
    // The code is imported once its preloads are all in <head>: the import would otherwise add the rest itself, in one long task.
    // Without the islands' code the page stays as served: a press held for an island goes to the HTML.
    void preloadPageChunks()
      .then(islands)
      .catch(() => document.querySelectorAll("[data-island]").forEach(islandLive));
  });
} else {
  void import("./fonts");
  void boot();
}
