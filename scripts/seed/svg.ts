/** Small helpers for composing SVG illustrations deterministically (no text, no fonts). */

export type Rng = () => number;

/** mulberry32: a tiny seeded PRNG, so every image is identical on every run. */
export function rng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (r: Rng, lo: number, hi: number) => lo + (hi - lo) * r();
export const intBetween = (r: Rng, lo: number, hi: number) => Math.floor(between(r, lo, hi + 1));
export function pick<T>(r: Rng, xs: readonly T[]): T {
  const x = xs[Math.floor(r() * xs.length)];
  if (x === undefined) throw new Error("pick from an empty list");
  return x;
}

/** Rounds coordinates so the SVG stays short. */
export const n = (v: number) => String(Math.round(v * 10) / 10);

function rgb(hex: string): [number, number, number] {
  const h = hex.replace("#", "");
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

/** Linear blend of two #rrggbb colours, t=0 -> a, t=1 -> b. */
export function mix(a: string, b: string, t: number): string {
  const [x, y] = [rgb(a), rgb(b)];
  return `#${x.map((c, i) => Math.round(c + ((y[i] ?? 0) - c) * t).toString(16).padStart(2, "0")).join("")}`;
}

export const darken = (c: string, t: number) => mix(c, "#000000", t);
export const lighten = (c: string, t: number) => mix(c, "#ffffff", t);

type Attrs = Record<string, string | number | undefined>;
/**
 * On a single shape, `opacity` is rewritten as fill- and stroke-opacity: same look,
 * but librsvg then paints directly instead of compositing a canvas-sized layer per shape.
 */
const attrs = (a: Attrs, shape = true) =>
  Object.entries(a)
    .flatMap(([k, v]): [string, Attrs[string]][] => (shape && k === "opacity" ? [["fill-opacity", v], ["stroke-opacity", v]] : [[k, v]]))
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}="${typeof v === "number" ? n(v) : v}"`)
    .join(" ");

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}) =>
  `<rect ${attrs({ x, y, width: w, height: h, fill, ...extra })}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  `<circle ${attrs({ cx, cy, r, fill, ...extra })}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  `<ellipse ${attrs({ cx, cy, rx, ry, fill, ...extra })}/>`;
/** A line; axis-aligned plain ones become thin rects, which librsvg fills far faster than it strokes. */
export function line(x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra: Attrs = {}): string {
  const plain = Object.keys(extra).every((k) => k === "opacity");
  if (plain && (x1 === x2 || y1 === y2)) {
    const [x, y] = [Math.min(x1, x2), Math.min(y1, y2)];
    return x1 === x2
      ? rect(x - width / 2, y, width, Math.abs(y2 - y1), stroke, extra)
      : rect(x, y - width / 2, Math.abs(x2 - x1), width, stroke, extra);
  }
  return `<line ${attrs({ x1, y1, x2, y2, stroke, "stroke-width": width, ...extra })}/>`;
}
export const path = (d: string, fill: string, extra: Attrs = {}) => `<path ${attrs({ d, fill, ...extra })}/>`;
export const poly = (pts: [number, number][], fill: string, extra: Attrs = {}) =>
  `<polygon ${attrs({ points: pts.map(([x, y]) => `${n(x)},${n(y)}`).join(" "), fill, ...extra })}/>`;
/** A group; avoid `opacity` here, it costs a full-canvas layer. */
export const group = (body: string, extra: Attrs = {}) => `<g ${attrs(extra, false)}>${body}</g>`;

/** A gradient definition; `stops` are [offset 0..1, colour, opacity?]. */
export function gradient(
  id: string,
  stops: [number, string, number?][],
  dir: { x1?: number; y1?: number; x2?: number; y2?: number } = { x2: 0, y2: 1 },
): string {
  const s = stops
    .map(([o, c, op]) => `<stop offset="${n(o)}" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${n(op)}"`}/>`)
    .join("");
  const d = { x1: 0, y1: 0, x2: 0, y2: 1, ...dir };
  return `<linearGradient id="${id}" x1="${d.x1}" y1="${d.y1}" x2="${d.x2}" y2="${d.y2}">${s}</linearGradient>`;
}

export function radialGradient(id: string, stops: [number, string, number?][]): string {
  const s = stops
    .map(([o, c, op]) => `<stop offset="${n(o)}" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${n(op)}"`}/>`)
    .join("");
  return `<radialGradient id="${id}">${s}</radialGradient>`;
}

export function svgDoc(w: number, h: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
}
