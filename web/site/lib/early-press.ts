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

/**
 * Any other press on an island that has not hydrated yet (`[data-island]` without `data-live`): the
 * "Filters" button of /projects, "Morning" in a project's visit form (issue 42). Its click is kept from
 * the HTML (a radio would be checked behind React's back) and from the rest of the page, and given to
 * the island once it has hydrated (islandLive), then with its handlers. A tap's click comes after its
 * pointerdown, and a key's (Enter, Space) is a click too, so holding the click holds the press. Left to
 * the browser: links (a page load), text fields (focus, typing: typed-before-hydration.ts), the submit
 * buttons of the `data-early-press` forms (kept above) and the menu buttons above. (Without script
 * none of this runs, and every form submits as HTML.)
 */
const heldPresses = new Map<Element, HTMLElement>();
const pressListeners = new Set<(slot: Element) => void>();
const LEFT_TO_THE_BROWSER = "a[href], button[data-early-press], textarea, select, [contenteditable]";
const ACTIVATED_INPUTS = new Set(["checkbox", "radio", "button", "reset", "image", "file", "color"]);

/**
 * A form the entry keeps itself (`data-early-press`, above), while it does (until the first-screen
 * islands have hydrated: endEarlyPresses): its submit goes on to the browser, and the entry stops it
 * there. After that, a `near` island's form (the visit form) is not kept any more. Any other form's submit in an island not yet live is held like any press:
 * the browser would send the form as a page load (the visit form's "Request a visit", pressed as it
 * scrolls into view) instead of the island checking and sending it.
 */
const keptByEntry = (form: HTMLFormElement | null) => listening && form !== null && form.hasAttribute("data-early-press");

function leftToTheBrowser(target: HTMLElement): boolean {
  if (target.closest(LEFT_TO_THE_BROWSER)) return true;
  const control = target instanceof HTMLLabelElement ? target.control : target.closest("input, button");
  if (control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement) return true;
  if (control instanceof HTMLInputElement) return (control.type === "submit" && keptByEntry(control.form)) || !ACTIVATED_INPUTS.has(control.type);
  // A <button> without a type is a submit button, but only a form's submits anything.
  return control instanceof HTMLButtonElement && control.type === "submit" && keptByEntry(control.form);
}

/** The HTML element a press landed on: an icon's (`<svg>`, its `<path>`) is the element around it. */
function pressedElement(target: EventTarget | null): HTMLElement | null {
  for (let el = target instanceof Element ? target : null; el; el = el.parentElement) if (el instanceof HTMLElement) return el;
  return null;
}

function onIslandClick(e: MouseEvent) {
  const target = pressedElement(e.target);
  const slot = target?.closest("[data-island]");
  if (!target || !slot || slot.hasAttribute("data-live") || leftToTheBrowser(target)) return;
  e.preventDefault();
  e.stopImmediatePropagation();
  // The first press counts: a second tap on a part that did not answer yet is the same wish.
  if (!heldPresses.has(slot)) heldPresses.set(slot, target);
  for (const listen of pressListeners) listen(slot);
}

/** The entry, for a page the worker rendered: keeps presses until the app takes them. */
export function keepEarlyPresses() {
  listening = true;
  document.addEventListener("click", onClick, true);
  document.addEventListener("submit", onSubmit, true);
  // Never removed: islands that hydrate as they near the screen are pressed long after the others.
  document.addEventListener("click", onIslandClick, true);
}

/** Tells `listen` of each press held on a slot (web/site/islands.tsx hydrates a `near` island at once then). */
export function onIslandPress(listen: (slot: Element) => void) {
  pressListeners.add(listen);
}

/**
 * The island in `slot` answers presses now (it hydrated, or its code could not come and the HTML is
 * all there is): presses reach it as they come, and one held before is given to it, as the same
 * sequence a tap makes, for handlers on pointerdown or mousedown (menus, tabs) and on click alike.
 */
export function islandLive(slot: Element) {
  slot.setAttribute("data-live", "");
  const target = heldPresses.get(slot);
  heldPresses.delete(slot);
  if (!target?.isConnected) return;
  const init = { bubbles: true, cancelable: true, composed: true, button: 0, view: window };
  target.dispatchEvent(new PointerEvent("pointerdown", { ...init, isPrimary: true, pointerType: "mouse" }));
  target.dispatchEvent(new MouseEvent("mousedown", init));
  target.dispatchEvent(new PointerEvent("pointerup", { ...init, isPrimary: true, pointerType: "mouse" }));
  target.dispatchEvent(new MouseEvent("mouseup", init));
  // click() runs the element's activation too: a radio is checked, a label passes it to its control.
  target.click();
}

/** Whether `id` was pressed before its island hydrated (an island asks as it mounts). */
export function takeEarlyPress(id: string): boolean {
  return pressed.delete(id);
}

/** Once the islands have hydrated (web/site/islands.tsx): React handles presses from then on. */
export function endEarlyPresses() {
  if (!listening) return;
  listening = false;
  document.removeEventListener("click", onClick, true);
  document.removeEventListener("submit", onSubmit, true);
}
