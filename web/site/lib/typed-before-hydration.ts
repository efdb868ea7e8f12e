/**
 * What was typed or autofilled into a form's fields before the app ran: the page is painted from the
 * HTML first (web/main.tsx), so a visitor (or the browser's autofill) can fill a field the app's state
 * does not know about yet. Hydration keeps the text on screen but not in the state, and a send would
 * then say "required" under a filled field. The form takes these in as it mounts.
 */
export function typedBeforeHydration<K extends string>(form: HTMLFormElement | null, names: readonly K[]): Partial<Record<K, string>> {
  const typed: Partial<Record<K, string>> = {};
  for (const name of names) {
    const field = form?.elements.namedItem(name);
    if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value !== "") typed[name] = field.value;
  }
  return typed;
}
