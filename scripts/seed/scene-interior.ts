import { farSkyline, PALETTES, type TimeOfDay } from "./sky";
import { between, circle, darken, ellipse, gradient, lighten, line, path, pick, poly, radialGradient, rect, rng, svgDoc, type Rng } from "./svg";

export type Room = "living" | "kitchen" | "bedroom";

const WALLS = ["#efe7dc", "#e3ecef", "#f2e6d8", "#dfe6da", "#ece2e6"] as const;
const FABRICS = ["#2f5d7c", "#8a5a44", "#5d6d4e", "#b5838d", "#3d405b", "#c98b3c"] as const;
const FLOORS = ["#b07a4f", "#c89c6d", "#8d6748", "#d9d0c3"] as const;

type Box = { x: number; y: number; w: number; h: number };

/** A window in the back wall showing the sky and a distant skyline at the given time. */
function windowView(b: Box, time: TimeOfDay, r: Rng, curtain: string): string {
  const p = PALETTES[time];
  let out = rect(b.x, b.y, b.w, b.h, "url(#view)");
  out += `<svg x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}">${farSkyline(b.w, b.h, b.h * 0.7, p.far, r, 0.9)}</svg>`;
  out += rect(b.x, b.y, b.w, b.h, "none", { stroke: "#f7f7f2", "stroke-width": 10 });
  out += line(b.x + b.w / 2, b.y, b.x + b.w / 2, b.y + b.h, "#f7f7f2", 6) + line(b.x, b.y + b.h * 0.35, b.x + b.w, b.y + b.h * 0.35, "#f7f7f2", 5);
  for (const cx of [b.x - b.w * 0.12, b.x + b.w * 0.97]) {
    out += rect(cx, b.y - 14, b.w * 0.15, b.h + 40, curtain, { rx: 6 });
    for (let i = 1; i < 4; i++) out += line(cx + (b.w * 0.15 * i) / 4, b.y, cx + (b.w * 0.15 * i) / 4, b.y + b.h + 20, darken(curtain, 0.15), 2);
  }
  return out + rect(b.x - b.w * 0.15, b.y - 20, b.w * 1.3, 6, "#6b5a4a");
}

function plant(x: number, y: number, s: number, r: Rng): string {
  let out = "";
  for (let i = 0; i < 9; i++) {
    const a = between(r, -70, 70);
    out += ellipse(x, y - s * 0.55, s * 0.09, s * 0.4, i % 2 ? "#3f7d3a" : "#5a9a4a", { transform: `rotate(${a.toFixed(0)} ${x} ${y - s * 0.1})` });
  }
  return out + poly([[x - s * 0.22, y - s * 0.2], [x + s * 0.22, y - s * 0.2], [x + s * 0.16, y + s * 0.2], [x - s * 0.16, y + s * 0.2]], "#c86f4a");
}

function lamp(x: number, floorY: number, s: number, glow: boolean): string {
  let out = glow ? circle(x, floorY - s * 1.1, s * 0.9, "url(#glow)") : "";
  out += line(x, floorY, x, floorY - s, "#333", 4) + ellipse(x, floorY, s * 0.18, s * 0.04, "#333");
  return out + poly([[x - s * 0.2, floorY - s * 1.3], [x + s * 0.2, floorY - s * 1.3], [x + s * 0.28, floorY - s * 0.98], [x - s * 0.28, floorY - s * 0.98]], glow ? "#fbe3b0" : "#efe4d0");
}

function art(x: number, y: number, w: number, h: number, r: Rng): string {
  let out = rect(x - 6, y - 6, w + 12, h + 12, "#3a3026") + rect(x, y, w, h, "#f6f1e7");
  for (let i = 0; i < 4; i++) out += circle(x + between(r, 0.2, 0.8) * w, y + between(r, 0.25, 0.75) * h, between(r, 0.12, 0.3) * h, pick(r, FABRICS), { opacity: 0.75 });
  return out;
}

/** A furnished room in one-point perspective: living room, kitchen or bedroom. */
export function interior(w: number, h: number, room: Room, time: TimeOfDay, seed: number): string {
  const r = rng(seed);
  const p = PALETTES[time];
  const wall = pick(r, WALLS);
  const fabric = pick(r, FABRICS);
  const floor = room === "kitchen" ? FLOORS[3] : pick(r, FLOORS.slice(0, 3));
  const evening = p.lit > 0.3;
  const back: Box = { x: w * 0.14, y: h * 0.1, w: w * 0.72, h: h * 0.58 };
  const vx = w / 2;
  const defs =
    gradient("view", [[0, p.sky[0]], [0.6, p.sky[1]], [1, p.sky[2]]]) +
    radialGradient("glow", [[0, "#ffd98a", 0.55], [1, "#ffd98a", 0]]) +
    gradient("shade", [[0, "#000000", 0], [1, "#000000", evening ? 0.35 : 0.12]]);
  const by = back.y + back.h;
  let b = rect(0, 0, w, h, darken(wall, 0.12));
  b += poly([[0, 0], [w, 0], [back.x + back.w, back.y], [back.x, back.y]], lighten(wall, 0.5));
  b += poly([[0, h], [w, h], [back.x + back.w, by], [back.x, by]], floor);
  for (let i = -8; i <= 8; i++) b += line(vx + (i * back.w) / 16, by, vx + (i * w) / 8.5, h, darken(floor, 0.18), 1.5);
  b += poly([[w, 0], [w, h], [back.x + back.w, by], [back.x + back.w, back.y]], darken(wall, 0.06));
  b += rect(back.x, back.y, back.w, back.h, wall);
  b += rect(back.x, by - 8, back.w, 8, darken(wall, 0.25));

  if (room === "living") {
    b += windowView({ x: back.x + back.w * 0.08, y: back.y + back.h * 0.12, w: back.w * 0.34, h: back.h * 0.6 }, time, r, lighten(fabric, 0.5));
    b += poly([[back.x + back.w * 0.08, by], [back.x + back.w * 0.42, by], [w * 0.45, h], [w * 0.02, h]], "#ffffff", { opacity: evening ? 0.04 : 0.12 });
    b += art(back.x + back.w * 0.58, back.y + back.h * 0.12, back.w * 0.3, back.h * 0.3, r);
    const sy = by + h * 0.04;
    b += rect(back.x + back.w * 0.5, sy - h * 0.2, back.w * 0.46, h * 0.14, darken(fabric, 0.1), { rx: 14 });
    b += rect(back.x + back.w * 0.48, sy - h * 0.1, back.w * 0.5, h * 0.1, fabric, { rx: 12 });
    for (let i = 0; i < 3; i++) b += rect(back.x + back.w * (0.54 + i * 0.13), sy - h * 0.17, back.w * 0.1, h * 0.08, lighten(fabric, 0.35 + i * 0.1), { rx: 10 });
    b += ellipse(vx + w * 0.05, h * 0.86, w * 0.3, h * 0.09, lighten(fabric, 0.6), { opacity: 0.9 });
    b += ellipse(vx + w * 0.05, h * 0.8, w * 0.14, h * 0.035, "#5b4636") + rect(vx + w * 0.05 - 4, h * 0.8, 8, h * 0.07, "#3b2e24");
    b += plant(back.x + back.w * 0.02, by + h * 0.08, h * 0.3, r) + lamp(w * 0.86, h * 0.95, h * 0.5, evening);
  } else if (room === "kitchen") {
    const cab = lighten(fabric, 0.15);
    b += windowView({ x: back.x + back.w * 0.35, y: back.y + back.h * 0.08, w: back.w * 0.3, h: back.h * 0.36 }, time, r, lighten(fabric, 0.6));
    b += rect(back.x, back.y + back.h * 0.46, back.w, back.h * 0.16, lighten(wall, 0.3));
    for (let x = back.x; x < back.x + back.w; x += 24) b += line(x, back.y + back.h * 0.46, x, back.y + back.h * 0.62, darken(wall, 0.1), 1);
    for (const [x0, x1] of [[0, 0.33], [0.67, 1]] as const) b += rect(back.x + back.w * x0, back.y, back.w * (x1 - x0), back.h * 0.38, cab, { stroke: darken(cab, 0.2), "stroke-width": 2 });
    b += rect(back.x, back.y + back.h * 0.62, back.w, back.h * 0.38, cab, { stroke: darken(cab, 0.2), "stroke-width": 2 });
    b += rect(back.x - 6, back.y + back.h * 0.6, back.w + 12, back.h * 0.04, "#e8e4dc");
    for (let i = 0; i < 4; i++) b += circle(back.x + back.w * (0.7 + (i % 2) * 0.08), back.y + back.h * (0.52 + Math.floor(i / 2) * 0.05), 9, "#2d2d2d");
    b += rect(back.x + back.w * 0.86, back.y + back.h * 0.05, back.w * 0.14, back.h * 0.95, "#c7ccd1");
    b += rect(vx - w * 0.22, h * 0.74, w * 0.44, h * 0.14, darken(cab, 0.15)) + rect(vx - w * 0.24, h * 0.72, w * 0.48, h * 0.03, "#f1eee8");
    for (let i = 0; i < 3; i++) {
      const x = vx - w * 0.14 + i * w * 0.14;
      b += line(x, 0, x, h * 0.2, "#333", 2) + path(`M${x - 26} ${h * 0.24}a26 22 0 0 1 52 0z`, evening ? "#f5c66b" : "#3a3a3a");
      b += rect(x - 16, h * 0.88, 32, 10, "#5b4636") + line(x - 12, h * 0.9, x - 16, h, "#333", 3) + line(x + 12, h * 0.9, x + 16, h, "#333", 3);
    }
  } else {
    b += windowView({ x: back.x + back.w * 0.7, y: back.y + back.h * 0.12, w: back.w * 0.24, h: back.h * 0.55 }, time, r, lighten(fabric, 0.55));
    b += art(back.x + back.w * 0.22, back.y + back.h * 0.1, back.w * 0.36, back.h * 0.2, r);
    b += rect(back.x + back.w * 0.18, back.y + back.h * 0.36, back.w * 0.44, back.h * 0.5, darken(fabric, 0.2), { rx: 16 });
    b += poly([[back.x + back.w * 0.16, by - h * 0.1], [back.x + back.w * 0.64, by - h * 0.1], [vx + w * 0.3, h * 0.9], [vx - w * 0.38, h * 0.9]], "#f7f5f0");
    b += poly([[back.x + back.w * 0.16, by + h * 0.02], [back.x + back.w * 0.64, by + h * 0.02], [vx + w * 0.3, h * 0.9], [vx - w * 0.38, h * 0.9]], fabric);
    for (let i = 0; i < 2; i++) b += rect(back.x + back.w * (0.21 + i * 0.21), by - h * 0.16, back.w * 0.18, h * 0.08, "#ffffff", { rx: 12 });
    for (const x of [back.x + back.w * 0.04, back.x + back.w * 0.66]) b += rect(x, by - h * 0.1, back.w * 0.1, h * 0.12, "#6b4f3a") + lamp(x + back.w * 0.05, by - h * 0.1, h * 0.16, evening);
  }
  b += rect(0, 0, w, h, "url(#shade)");
  return svgDoc(w, h, defs, b);
}
