import { between, circle, ellipse, gradient, line, mix, radialGradient, rect, type Rng } from "./svg";

export type TimeOfDay = "dawn" | "day" | "dusk" | "night" | "monsoon";

export type Palette = {
  sky: [string, string, string];
  sun?: string;
  moon?: boolean;
  far: string; // distant skyline silhouettes
  ground: string;
  tree: string;
  light: string; // colour the facades are tinted toward
  tint: number; // how strongly
  lit: number; // share of windows with lights on
  glass: string;
};

export const PALETTES: Record<TimeOfDay, Palette> = {
  dawn: {
    sky: ["#3b4a78", "#c98aa5", "#f8d1a8"],
    sun: "#ffe6bf",
    far: "#9a8aa6",
    ground: "#5f6f58",
    tree: "#4c6b45",
    light: "#f6c9a0",
    tint: 0.18,
    lit: 0.22,
    glass: "#d9b7c4",
  },
  day: {
    sky: ["#2f74c8", "#86c0ec", "#dff1fb"],
    sun: "#fffbe6",
    far: "#a9bfd2",
    ground: "#7aa35f",
    tree: "#3f7d3a",
    light: "#ffffff",
    tint: 0,
    lit: 0,
    glass: "#9ccbec",
  },
  dusk: {
    sky: ["#2a1a4f", "#b24a6e", "#f7a556"],
    sun: "#ffcf73",
    far: "#5e456c",
    ground: "#3b4436",
    tree: "#2f3f2c",
    light: "#f29a5c",
    tint: 0.3,
    lit: 0.5,
    glass: "#e7906a",
  },
  night: {
    sky: ["#060a1c", "#13224a", "#2b3d6e"],
    moon: true,
    far: "#1b2547",
    ground: "#121a22",
    tree: "#0f1f1a",
    light: "#0b1230",
    tint: 0.62,
    lit: 0.68,
    glass: "#1c2748",
  },
  monsoon: {
    sky: ["#4a5361", "#7d8894", "#b2bcc4"],
    far: "#737e8a",
    ground: "#557052",
    tree: "#2f5634",
    light: "#7d8894",
    tint: 0.25,
    lit: 0.18,
    glass: "#9aa6b1",
  },
};

/** Sky gradient with sun or moon, clouds or stars, and rain for the monsoon. */
export function sky(w: number, h: number, horizon: number, p: Palette, r: Rng, id = "sky"): { defs: string; body: string } {
  const defs =
    gradient(id, [[0, p.sky[0]], [0.6, p.sky[1]], [1, p.sky[2]]]) +
    radialGradient(`${id}-glow`, [[0, p.sun ?? "#ffffff", 0.85], [0.35, p.sun ?? "#ffffff", 0.25], [1, p.sun ?? "#ffffff", 0]]);
  let body = rect(0, 0, w, horizon + 2, `url(#${id})`);
  if (p.sun) {
    const sx = between(r, w * 0.15, w * 0.85);
    const sy = horizon * between(r, 0.35, 0.75);
    body += circle(sx, sy, h * 0.24, `url(#${id}-glow)`) + circle(sx, sy, h * 0.045, p.sun);
  }
  if (p.moon) {
    const mx = between(r, w * 0.6, w * 0.9);
    const my = horizon * 0.25;
    let stars = "";
    for (let i = 0; i < 90; i++)
      stars += circle(r() * w, r() * horizon * 0.8, between(r, 0.6, 1.8), "#ffffff", { opacity: between(r, 0.3, 0.9) });
    body += stars + circle(mx, my, h * 0.12, `url(#${id}-glow)`, { opacity: 0.5 }) + circle(mx, my, h * 0.03, "#f4f1dc");
    body += circle(mx - h * 0.01, my - h * 0.006, h * 0.007, "#d9d4bd") + circle(mx + h * 0.009, my + h * 0.01, h * 0.005, "#d9d4bd");
  }
  const clouds = p.moon ? 0 : p.sun ? 4 : 9;
  const cloudColour = p.sun ? mix(mix(p.sky[2], "#ffffff", 0.6), p.sky[1], 0.2) : mix(p.sky[0], p.sky[1], 0.55);
  for (let i = 0; i < clouds; i++) body += cloud(r() * w, between(r, 0.08, 0.5) * horizon, between(r, 0.06, 0.16) * w, cloudColour, r);
  if (!p.sun && !p.moon) {
    let rain = "";
    for (let i = 0; i < 160; i++) {
      const x = r() * w;
      const y = r() * h;
      rain += line(x, y, x - 6, y + 26, "#dfe7ee", 1.2, { opacity: 0.35 });
    }
    body += rain;
  }
  return { defs, body };
}

function cloud(x: number, y: number, size: number, colour: string, r: Rng): string {
  let puffs = "";
  for (let i = 0; i < 5; i++) {
    puffs += ellipse(x + (i - 2) * size * 0.22, y + between(r, -0.08, 0.05) * size, size * between(r, 0.18, 0.3), size * between(r, 0.1, 0.16), colour);
  }
  return puffs;
}

/** A band of distant blocks on the horizon, lighter with distance. */
export function farSkyline(w: number, horizon: number, maxH: number, colour: string, r: Rng, opacity = 1): string {
  let out = "";
  let x = -20;
  while (x < w) {
    const bw = between(r, 0.025, 0.07) * w;
    const bh = between(r, 0.25, 1) * maxH;
    out += rect(x, horizon - bh, bw, bh + 2, colour, { opacity });
    if (r() < 0.25) out += rect(x + bw * 0.4, horizon - bh - maxH * 0.12, bw * 0.08, maxH * 0.12, colour, { opacity });
    x += bw + between(r, -0.004, 0.01) * w;
  }
  return out;
}
