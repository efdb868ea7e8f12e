import type { Palette } from "./sky";
import { between, circle, darken, gradient, lighten, line, mix, poly, rect, type Rng } from "./svg";

export type TowerStyle = "balcony" | "glass" | "brick";

export type TowerSpec = {
  x: number;
  groundY: number;
  w: number;
  floors: number;
  floorH: number;
  facade: string;
  accent: string;
  style: TowerStyle;
  cols: number;
  depth: number;
};

export const FACADES = ["#ece6da", "#d9d4cb", "#f1ede4", "#c9b8a3", "#e4ddd0", "#b9c2c9"] as const;
export const ACCENTS = ["#7a4b3a", "#32506e", "#5b6b4a", "#8a6d3b", "#3e3e46", "#9b3f2f"] as const;

const WARM = ["#ffd98a", "#ffe4a8", "#ffcf73", "#fff1c4"] as const;

/** One apartment tower: open ground-floor parking, windows and balconies, roof tank and lift room. */
export function tower(t: TowerSpec, p: Palette, r: Rng, id: string): { defs: string; body: string } {
  const groundH = t.floorH * 1.15;
  const top = t.groundY - groundH - t.floors * t.floorH;
  const face = mix(t.style === "brick" ? "#b8664a" : t.facade, p.light, p.tint);
  const side = darken(face, 0.28);
  const glassTop = mix(p.glass, "#ffffff", 0.25);
  const defs =
    gradient(`${id}-g`, [[0, glassTop], [1, darken(p.glass, 0.25)]]) +
    gradient(`${id}-shade`, [[0, "#ffffff", 0.12], [1, "#000000", 0.18]], { x2: 1, y2: 0 });

  let b = poly(
    [[t.x + t.w, top], [t.x + t.w + t.depth, top + t.depth * 0.35], [t.x + t.w + t.depth, t.groundY], [t.x + t.w, t.groundY]],
    side,
  );
  b += rect(t.x, top, t.w, t.groundY - top, t.style === "glass" ? `url(#${id}-g)` : face);

  // Ground floor: columns and the dark parking void behind them, lit at night.
  const pillars = Math.max(3, t.cols + 1);
  b += rect(t.x, t.groundY - groundH, t.w, groundH, p.lit > 0.4 ? "#3a3124" : "#2c2f33");
  if (p.lit > 0.4) b += rect(t.x, t.groundY - groundH * 0.35, t.w, groundH * 0.35, "#c99a4e", { opacity: 0.35 });
  for (let i = 0; i < pillars; i++) {
    b += rect(t.x + (i * (t.w - t.w * 0.04)) / (pillars - 1), t.groundY - groundH, t.w * 0.04, groundH, darken(face, 0.08));
  }

  const colW = t.w / t.cols;
  for (let f = 0; f < t.floors; f++) {
    const y = t.groundY - groundH - (f + 1) * t.floorH;
    if (t.style === "glass") {
      b += rect(t.x, y + t.floorH * 0.8, t.w, t.floorH * 0.2, darken(face, 0.15), { opacity: 0.8 });
    }
    for (let c = 0; c < t.cols; c++) {
      const wx = t.x + c * colW + colW * 0.16;
      const ww = colW * 0.68;
      const wy = y + t.floorH * 0.18;
      const wh = t.floorH * 0.58;
      const lit = r() < p.lit;
      const glass = lit ? WARM[Math.floor(r() * WARM.length)]! : mix(p.glass, "#ffffff", between(r, -0.1, 0.25));
      if (t.style === "glass") {
        if (lit) b += rect(t.x + c * colW + 2, y + 2, colW - 4, t.floorH * 0.76, glass, { opacity: 0.85 });
        continue;
      }
      b += rect(wx - 2, wy - 2, ww + 4, wh + 4, t.style === "brick" ? "#f3eee6" : darken(face, 0.12));
      b += rect(wx, wy, ww, wh, glass);
      b += line(wx + ww / 2, wy, wx + ww / 2, wy + wh, darken(face, 0.2), 1.5);
      if (t.style === "balcony" && (c + f) % 2 === 0) {
        b += rect(t.x + c * colW + 1, y + t.floorH * 0.9, colW - 2, t.floorH * 0.1, lighten(face, 0.4));
        b += rect(t.x + c * colW + 3, y + t.floorH * 0.58, colW - 6, t.floorH * 0.32, mix(t.accent, p.light, p.tint), { opacity: 0.85 });
        if (r() < 0.35) b += circle(t.x + c * colW + colW * 0.2, y + t.floorH * 0.55, t.floorH * 0.12, p.tree);
      }
    }
    // Side windows, a slim strip per floor.
    b += rect(t.x + t.w + t.depth * 0.3, y + t.floorH * 0.2 + t.depth * 0.1, t.depth * 0.4, t.floorH * 0.5, r() < p.lit ? WARM[0] : darken(p.glass, 0.3));
  }
  if (t.style === "glass") {
    for (let c = 1; c < t.cols; c++) b += line(t.x + c * colW, top, t.x + c * colW, t.groundY - groundH, darken(face, 0.35), 2);
  } else {
    // Stair core: an accent strip with small windows.
    const sx = t.x + t.w * 0.47;
    b += rect(sx, top - t.floorH * 0.6, t.w * 0.06, t.groundY - groundH - top + t.floorH * 0.6, mix(t.accent, p.light, p.tint));
  }
  b += rect(t.x, top, t.w, t.groundY - top, `url(#${id}-shade)`);

  // Roof: parapet, lift machine room, water tank.
  b += rect(t.x - 3, top - t.floorH * 0.18, t.w + 6, t.floorH * 0.18, lighten(face, 0.2));
  b += rect(t.x + t.w * 0.1, top - t.floorH * 0.75, t.w * 0.22, t.floorH * 0.57, darken(face, 0.1));
  b += rect(t.x + t.w * 0.62, top - t.floorH * 0.62, t.w * 0.2, t.floorH * 0.44, mix("#5b6e80", p.light, p.tint));
  if (r() < 0.5) b += circle(t.x + t.w * 0.9, top - t.floorH * 0.3, t.floorH * 0.22, p.tree);
  return { defs, body: b };
}
