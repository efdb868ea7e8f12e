/**
 * Presses on the header's menu buttons in the seconds between the first paint and the app running:
 * the page is painted from the HTML before the app's code runs (web/main.tsx), and a button has no
 * handler until then. The entry keeps those presses here; each menu asks once, as it hydrates, and
 * opens if it was pressed, so a tap on a slow phone opens the menu a moment late instead of never.
 * Only buttons marked `data-early-press="{id}"` count. Nothing is held but ids: no I/O. React-free:
 * the entry imports it before the app's code (the hook is use-early-press.ts).
 */
const pressed = new Set<string>();
let listening = false;

function onPress(e: Event) {
  const button = e.target instanceof Element ? e.target.closest("[data-early-press]") : null;
  const id = button?.getAttribute("data-early-press");
  if (!button || !id) return;
  pressed.add(id);
  // What the hydrated button will say once its menu opens.
  button.setAttribute("aria-expanded", "true");
  if (button.hasAttribute("data-state")) button.setAttribute("data-state", "open");
}

/** The entry, for a page the worker rendered: keeps presses until the app takes them. */
export function keepEarlyPresses() {
  listening = true;
  document.addEventListener("click", onPress, true);
}

/** Whether `id` was pressed before the app ran. The first menu to ask ends the keeping: React handles presses from then on. */
export function takeEarlyPress(id: string): boolean {
  if (listening) {
    listening = false;
    document.removeEventListener("click", onPress, true);
  }
  return pressed.delete(id);
}
