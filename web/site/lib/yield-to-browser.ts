/**
 * Ends the current task and resumes in a new one, so the browser can handle a tap or paint in
 * between. The steps that start a page (evaluating its code, filling the data cache, hydrating) chain
 * through promises that are already settled; without a break they run as one task, which on a slow
 * phone blocks the main thread for hundreds of milliseconds (Lighthouse's total blocking time).
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resume) => setTimeout(resume, 0));
}
