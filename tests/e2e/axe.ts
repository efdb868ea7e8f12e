import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { twMerge } from "tailwind-merge";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export type AxeViolation = { id: string; impact: string | null; help: string; nodes: Array<{ target: string[] }> };

/**
 * Waits until no animation or CSS transition runs inside `selector`. Judge a part of the page as it
 * rests, not mid-fade: a stacked toast whose text is fading (sonner fades collapsed toasts' content
 * with an opacity transition) has, for a few frames, text at partial opacity that axe measures as low
 * contrast although nobody can read it then.
 */
export async function settled(page: Page, selector: string, timeout = 5_000): Promise<void> {
  await page.waitForFunction(
    (sel) =>
      document.getAnimations().every((a) => {
        const target = (a.effect as KeyframeEffect | null)?.target;
        return a.playState !== "running" || !(target instanceof Element && target.closest(sel));
      }),
    selector,
    { timeout, polling: 50 },
  );
}

/**
 * Elements whose classes contradict each other (two paddings, two text colours): tailwind-merge would
 * drop some of them. The public pages join classes without it (web/shared/lib/utils.ts), so there the
 * stylesheet's order, not the author, would decide which one applies; the staff screens resolve them
 * with it, so their DOM never shows one. Reported as one violation naming the class lists.
 */
export async function classConflicts(page: Page): Promise<AxeViolation[]> {
  const lists = await page.evaluate(() => [...new Set([...document.querySelectorAll("[class]")].map((el) => el.getAttribute("class") ?? ""))]);
  const conflicting = lists.filter((list) => {
    const classes = list.split(/\s+/).filter(Boolean);
    return twMerge(list).split(/\s+/).filter(Boolean).length !== classes.length;
  });
  if (conflicting.length === 0) return [];
  const dropped = (list: string) => list.split(/\s+/).filter((c) => c && !twMerge(list).split(/\s+/).includes(c));
  return [{ id: "class-conflict", impact: "serious", help: "Classes that set the same property", nodes: conflicting.map((l) => ({ target: [`${l} (drops: ${dropped(l).join(" ")})`] })) }];
}

/**
 * Serious and critical axe-core violations on the current page (WCAG 2.x A/AA rules), and classes that
 * contradict each other (classConflicts). Injected through DevTools evaluation, which the page's CSP
 * does not block.
 */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  // A toast from an earlier step may be fading out, a dialog fading in over the page: judge every
  // part's colours at rest. Only what changes how text reads is waited on (opacity, colours, filters):
  // endless animations (spinners, pulsing placeholders) never rest, and a slide's slow zoom (a
  // transform) runs again with every slide.
  await page.waitForFunction(
    () => {
      const seen = /^(opacity|color|background|background-color|filter|backdrop-filter|all)$/;
      const props = (a: Animation) =>
        "transitionProperty" in a
          ? [(a as unknown as { transitionProperty: string }).transitionProperty]
          : ((a.effect as KeyframeEffect | null)?.getKeyframes() ?? []).flatMap((k) => Object.keys(k));
      return document
        .getAnimations()
        .every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity || !props(a).some((p) => seen.test(p.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`))));
    },
    undefined,
    { timeout: 5_000, polling: 50 },
  );
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
  return [...violations.filter((v) => v.impact === "serious" || v.impact === "critical"), ...(await classConflicts(page))];
}
