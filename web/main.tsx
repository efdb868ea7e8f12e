import "@fontsource-variable/inter";
// Bengali glyphs download only when Bengali text is on screen (unicode-range).
import "@fontsource/noto-sans-bengali/400.css";
import "@fontsource/noto-sans-bengali/600.css";
import "./styles.css";
import { RENDERED_STATE_ID } from "./app/rendered-state";

/**
 * The entry holds the styles and this line only. A page the worker rendered is painted first and the
 * app's code (boot.tsx: React, the router, the data cache) evaluated after that frame: on a phone
 * with the code already cached, evaluating it first would hold back the first paint of a page that is
 * already in the HTML. Its chunks are modulepreloaded by the worker, so they download meanwhile.
 */
const boot = () => import("./boot").then((m) => m.start());

if (document.getElementById(RENDERED_STATE_ID)) {
  let started = false;
  const once = () => {
    if (!started) void boot();
    started = true;
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 250); // a background tab gets no animation frame
} else {
  void boot();
}
