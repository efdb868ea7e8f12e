/**
 * What every lucide icon's `<svg>` gets before its own props, in place of lucide's defaults (vite.config.ts
 * `leanLucide` resolves lucide's `defaultAttributes` here, in the browser's build and the worker's
 * renderer). lucide's also wrote `xmlns`, `fill="none"`, `stroke-linecap` and `stroke-linejoin` on each
 * one, about 90 bytes an icon and 6 KB of the home page's HTML (issue 47): inside HTML `xmlns` means
 * nothing, and the rest is one base-layer rule for `.lucide` in web/styles.css, under any utility. With
 * `IslandProviders`' `LucideProvider color=""`, the public pages' icons leave `stroke` to it too.
 * lucide reads the width, the height and the stroke width here as fallbacks; a size or stroke width
 * given still wins.
 */
const attributes: Record<string, string | number> = {
  width: 24,
  height: 24,
  viewBox: "0 0 24 24",
  "stroke-width": 2,
};

export default attributes;
