import { farSkyline, PALETTES, sky, type TimeOfDay } from "./sky";
import { tree } from "./street";
import { between, circle, darken, ellipse, line, mix, path, rect, rng, svgDoc, type Rng } from "./svg";

const CONCRETE = "#a3a29c";
const BRICK = "#b4583c";
const BAMBOO = "#c9a46a";

function lattice(x: number, y: number, w: number, h: number, colour: string, step: number): string {
  let out = line(x, y, x, y + h, colour, 3) + line(x + w, y, x + w, y + h, colour, 3);
  for (let yy = y; yy < y + h - step; yy += step) out += line(x, yy, x + w, yy + step, colour, 1.5) + line(x, yy + step, x + w, yy + step, colour, 1.2);
  return out;
}

function worker(x: number, y: number, s: number, r: Rng): string {
  const shirt = r() < 0.5 ? "#e67e22" : "#2e86c1";
  return rect(x - s * 0.18, y - s * 0.75, s * 0.36, s * 0.45, shirt) + rect(x - s * 0.15, y - s * 0.3, s * 0.3, s * 0.3, "#34495e") +
    circle(x, y - s * 0.88, s * 0.14, "#8d5524") + path(`M${x - s * 0.18} ${y - s * 0.9}a${s * 0.18} ${s * 0.16} 0 0 1 ${s * 0.36} 0z`, "#f4d03f");
}

function excavator(x: number, y: number, s: number): string {
  let out = rect(x, y - s * 0.25, s * 1.6, s * 0.25, "#2b2b2b", { rx: s * 0.12 });
  out += rect(x + s * 0.15, y - s * 0.7, s * 1.2, s * 0.45, "#f1c40f") + rect(x + s * 0.2, y - s * 1.15, s * 0.5, s * 0.45, "#f1c40f");
  out += rect(x + s * 0.28, y - s * 1.05, s * 0.34, s * 0.28, "#7fb3d5");
  out += path(`M${x + s * 1.2} ${y - s * 0.6}L${x + s * 1.9} ${y - s * 1.5}L${x + s * 2.4} ${y - s * 0.5}`, "none", { stroke: "#d4ac0d", "stroke-width": s * 0.16, "stroke-linejoin": "round" });
  out += path(`M${x + s * 2.25} ${y - s * 0.55}l${s * 0.4} ${s * 0.05}l${-s * 0.1} ${s * 0.35}l${-s * 0.35} ${-s * 0.1}z`, "#5d6d7e");
  for (let i = 0; i < 5; i++) out += circle(x + s * (0.15 + i * 0.32), y - s * 0.12, s * 0.08, "#555");
  return out;
}

function towerCrane(x: number, groundY: number, height: number, jib: number, r: Rng): string {
  const top = groundY - height;
  let out = lattice(x, top, jib * 0.06, height, "#e0a100", jib * 0.06);
  out += rect(x - jib * 0.3, top - 8, jib * 1.3, 10, "#e0a100");
  out += rect(x - jib * 0.28, top + 2, jib * 0.12, jib * 0.08, "#6c6c6c") + rect(x - 6, top - 30, jib * 0.06 + 12, 22, "#d35400");
  const hx = x + jib * between(r, 0.45, 0.9);
  const hy = top + between(r, 0.25, 0.55) * height;
  out += line(hx, top + 2, hx, hy, "#333", 1.5) + rect(hx - 30, hy, 60, 14, BRICK);
  return out;
}

/**
 * A building site at one of six stages, from piling (0) to finishing (5): the same plot every time,
 * so the stages read as a construction history. `ghost` draws the planned tower as a dashed outline.
 */
export function constructionScene(w: number, h: number, stage: number, seed: number, time: TimeOfDay = "day", ghost = false): string {
  const r = rng(seed);
  const p = PALETTES[time];
  const groundY = h * 0.82;
  const s = sky(w, h, groundY, p, r);
  let b = s.body + farSkyline(w, groundY, h * 0.3, p.far, r, 0.55) + farSkyline(w, groundY, h * 0.42, mix(p.far, p.ground, 0.35), r, 0.85);
  b += rect(0, groundY, w, h - groundY, mix("#9c8262", p.light, p.tint));
  const floors = 10;
  const floorH = (groundY - h * 0.14) / (floors + 1.5);
  const bx = w * 0.3;
  const bw = w * 0.38;
  const built = [0, 2, 4, 6, 8, 10][Math.max(0, Math.min(5, stage))] ?? 0;

  if (ghost) {
    b += rect(bx, groundY - floors * floorH - floorH, bw, floors * floorH + floorH, "#ffffff", {
      "fill-opacity": 0.22, stroke: "#ffffff", "stroke-width": 4, "stroke-dasharray": "14 10",
    });
    for (let f = 1; f <= floors; f++) b += line(bx, groundY - f * floorH, bx + bw, groundY - f * floorH, "#ffffff", 1.5, { opacity: 0.6, "stroke-dasharray": "8 8" });
    b += rect(w * 0.08, groundY - h * 0.22, w * 0.16, h * 0.1, "#1f4e79") + rect(w * 0.09, groundY - h * 0.21, w * 0.05, h * 0.08, "#f2a541");
    b += line(w * 0.1, groundY - h * 0.12, w * 0.1, groundY, "#555", 4) + line(w * 0.22, groundY - h * 0.12, w * 0.22, groundY, "#555", 4);
  }
  if (stage === 0 && !ghost) {
    b += lattice(w * 0.55, groundY - h * 0.55, w * 0.025, h * 0.5, "#c0392b", 18) + rect(w * 0.52, groundY - h * 0.08, w * 0.1, h * 0.06, "#7f8c8d");
    for (let i = 0; i < 4; i++) b += rect(bx + i * w * 0.05, groundY - h * 0.03, w * 0.04, h * 0.025, "#6d5a45", { stroke: "#3b3b3b", "stroke-width": 1 });
  }
  for (let f = 0; f < built; f++) {
    const y = groundY - (f + 1) * floorH;
    const finished = stage === 5 && f < built - 1;
    const infill = stage >= 3 && f < built - 2;
    if (infill || finished) {
      b += rect(bx, y, bw, floorH, finished ? mix("#ece6da", p.light, p.tint) : mix(BRICK, p.light, p.tint));
      for (let c = 0; c < 5; c++) b += rect(bx + (c + 0.2) * (bw / 5), y + floorH * 0.25, (bw / 5) * 0.6, floorH * 0.5, finished ? p.glass : "#3a2a22");
    } else {
      b += rect(bx, y, bw, floorH, "#2f2a26", { opacity: 0.55 });
    }
    for (let c = 0; c <= 5; c++) b += rect(bx + (c * bw) / 5 - 5, y, 10, floorH, CONCRETE);
    b += rect(bx - 6, y - floorH * 0.1, bw + 12, floorH * 0.12, CONCRETE);
    if (f === built - 1 && stage < 5) for (let c = 0; c <= 5; c++) b += line(bx + (c * bw) / 5, y - floorH * 0.1, bx + (c * bw) / 5, y - floorH * 0.6, "#5d4e3c", 2);
    if (f > 0 && r() < 0.5) b += worker(bx + between(r, 0.1, 0.9) * bw, y - floorH * 0.1, floorH * 0.5, r);
  }
  if (built >= 3 && stage < 5) {
    let sc = "";
    const sTop = groundY - built * floorH;
    for (let x = bx - 20; x <= bx + bw + 20; x += bw / 7) sc += line(x, sTop, x, groundY, BAMBOO, 3);
    for (let y = groundY; y > sTop; y -= floorH / 2) sc += line(bx - 20, y, bx + bw + 20, y, BAMBOO, 2);
    b += sc;
  }
  if (stage >= 2 && stage <= 4) b += towerCrane(bx + bw + w * 0.06, groundY, floorH * (built + 3), w * 0.35, r);
  // Tin fence (blue and white panels), trees and a worker at the gate.
  let fence = "";
  for (let x = 0; x < w; x += 28) fence += rect(x, groundY - h * 0.045, 28, h * 0.045, Math.floor(x / 28) % 2 ? "#f4f6f7" : "#2e6da4");
  b += fence + rect(0, groundY, w, 6, darken(p.ground, 0.3));
  for (let x = 30; x < w; x += between(r, 180, 320)) b += tree(x, groundY + h * 0.06, h * 0.07, p.tree, r);
  if (stage === 1) b += excavator(w * 0.62, groundY + h * 0.13, h * 0.1);
  b += worker(w * 0.86, groundY + h * 0.1, h * 0.07, r) + ellipse(w * 0.5, h * 1.1, w, h * 0.2, "#000000", { opacity: 0.15 });
  return svgDoc(w, h, s.defs, b);
}
