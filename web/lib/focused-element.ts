/**
 * Which element has the keyboard focus, told by what it is (its tag, link and text, and which of the
 * elements alike it is), and the same element found again in a DOM drawn anew: when the app takes over
 * from a page that hydrated without it (web/boot.tsx), the header and footer are drawn again, and a
 * keyboard user who followed one of their links keeps the focus on it rather than being sent back to
 * the top of the page. By what it is, not where: the served HTML has elements the app's DOM has not
 * (React's image preloads). React-free.
 */
export type FocusedElement = { tag: string; href: string | null; text: string; nth: number };

const alike = (root: Element, tag: string, href: string | null, text: string) =>
  [...root.querySelectorAll(tag)].filter((el) => el.getAttribute("href") === href && (el.textContent ?? "").trim() === text);

export function focusedElement(root: Element, active: Element | null = document.activeElement): FocusedElement | null {
  if (!active || active === root || !root.contains(active)) return null;
  const tag = active.tagName.toLowerCase();
  const href = active.getAttribute("href");
  const text = (active.textContent ?? "").trim();
  return { tag, href, text, nth: alike(root, tag, href, text).indexOf(active) };
}

/** Focuses the element `focused` names, if the new DOM has it; otherwise nothing. */
export function refocus(root: Element, focused: FocusedElement | null): boolean {
  if (!focused) return false;
  const el = alike(root, focused.tag, focused.href, focused.text)[focused.nth];
  if (!(el instanceof HTMLElement)) return false;
  el.focus({ preventScroll: true });
  return true;
}
