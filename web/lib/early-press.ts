/**
 * Presses in the seconds between the first paint and the islands hydrating: the page is painted from
 * the HTML before their code runs (web/main.tsx), and nothing has a handler until then. The entry
 * keeps the presses that matter here, and each owner asks once, as it hydrates:
 * - a header menu button (`<button data-early-press="{id}">`) is marked expanded, and its menu opens
 *   once the app runs, so a tap on a slow phone opens the menu a moment late instead of never;
 * - a form (`<form data-early-press="{id}">`, the contact form) is not submitted by the browser
 *   (which would put the visitor's details in a URL and drop them), and the app sends it instead.
 * Nothing is held but ids: no I/O. React-free: the entry imports it before the app's code (the hook
 * is use-early-press.ts).
 */
const pressed = new Set<string>();
let listening = false;

function onClick(e: Event) {
  const button = e.target instanceof Element ? e.target.closest("button[data-early-press]") : null;
  const id = button?.getAttribute("data-early-press");
  if (!button || !id) return;
  pressed.add(id);
  // What the hydrated button will say once its menu opens.
  button.setAttribute("aria-expanded", "true");
  if (button.hasAttribute("data-state")) button.setAttribute("data-state", "open");
}

function onSubmit(e: Event) {
  const id = e.target instanceof HTMLFormElement ? e.target.getAttribute("data-early-press") : null;
  if (!id) return;
  e.preventDefault();
  pressed.add(id);
}

/** The entry, for a page the worker rendered: keeps presses until the app takes them. */
export function keepEarlyPresses() {
  listening = true;
  document.addEventListener("click", onClick, true);
  document.addEventListener("submit", onSubmit, true);
}

/** Whether `id` was pressed before its island hydrated (an island asks as it mounts). */
export function takeEarlyPress(id: string): boolean {
  return pressed.delete(id);
}

/** Once the islands have hydrated (web/islands.tsx): React handles presses from then on. */
export function endEarlyPresses() {
  if (!listening) return;
  listening = false;
  document.removeEventListener("click", onClick, true);
  document.removeEventListener("submit", onSubmit, true);
}
