import { audience, standing } from "./people";
import { farSkyline, PALETTES, sky } from "./sky";
import { tree } from "./street";
import { between, circle, darken, gradient, intBetween, line, path, pick, poly, radialGradient, rect, rng, svgDoc, type Rng } from "./svg";
import { tower } from "./tower";

const FLAGS = ["#e74c3c", "#f1c40f", "#27ae60", "#2980b9", "#f39c12", "#8e44ad"] as const;

function bunting(w: number, y: number, sag: number, r: Rng): string {
  let out = path(`M0 ${y}Q${w / 2} ${y + sag} ${w} ${y}`, "none", { stroke: "#555", "stroke-width": 2 });
  for (let x = 10; x < w; x += 44) {
    const t = x / w;
    const yy = y + 2 * sag * t * (1 - t);
    out += poly([[x, yy], [x + 30, yy], [x + 15, yy + 34]], pick(r, FLAGS));
  }
  return out;
}

function balloons(x: number, y: number, r: Rng): string {
  let out = "";
  for (let i = 0; i < 7; i++) {
    const bx = x + between(r, -50, 50);
    const by = y + between(r, -60, 40);
    out += line(bx, by + 28, x, y + 160, "#888", 1) + circle(bx, by, 26, pick(r, FLAGS));
  }
  return out;
}

/** A handover ceremony in front of a finished tower: bunting, balloons, ribbon, guests. */
export function ceremony(w: number, h: number, seed: number): string {
  const r = rng(seed);
  const p = PALETTES.day;
  const ground = h * 0.72;
  const s = sky(w, h, ground, p, r);
  const t = tower({ x: w * 0.33, groundY: ground, w: w * 0.34, floors: 9, floorH: ground / 12.5, facade: "#ece6da", accent: "#32506e", style: "balcony", cols: 5, depth: w * 0.04 }, p, r, "ct");
  let b = s.body + farSkyline(w, ground, h * 0.35, p.far, r, 0.6) + t.body + rect(0, ground, w, h - ground, "#cfc6b4");
  b += bunting(w, h * 0.08, h * 0.12, r) + balloons(w * 0.12, h * 0.3, r) + balloons(w * 0.88, h * 0.3, r);
  b += rect(w * 0.25, ground - 6, w * 0.5, h * 0.08, "#7b2d3b") + rect(w * 0.25, ground - 10, w * 0.5, 8, "#a93e4f");
  b += line(w * 0.3, ground - h * 0.12, w * 0.7, ground - h * 0.12, "#d62c2c", 8) + rect(w * 0.3 - 5, ground - h * 0.2, 10, h * 0.2, "#c9a227") + rect(w * 0.7 - 5, ground - h * 0.2, 10, h * 0.2, "#c9a227");
  for (let i = 0; i < 5; i++) b += standing(w * (0.36 + i * 0.07), ground - 4, h * 0.26, pick(r, ["#1f2a3a", "#f3efe6", "#7b2d3b", "#1e5d6e"]), r);
  b += audience(w, h * 0.8, h * 0.98, 3, r);
  return svgDoc(w, h, s.defs + t.defs, b);
}

/** A seminar hall: stage screen with a chart, spotlights, a speaker and the audience. */
export function seminar(w: number, h: number, seed: number): string {
  const r = rng(seed);
  const defs = gradient("hall", [[0, "#141a2e"], [1, "#2b3150"]]) + radialGradient("spot", [[0, "#fff4d6", 0.45], [1, "#fff4d6", 0]]) + gradient("screen", [[0, "#1f6feb"], [1, "#0b3d91"]]);
  let b = rect(0, 0, w, h, "url(#hall)");
  const sx = w * 0.28;
  const sw = w * 0.44;
  b += rect(sx - 10, h * 0.08, sw + 20, h * 0.42, "#0d0f18") + rect(sx, h * 0.1, sw, h * 0.38, "url(#screen)");
  const bars = intBetween(r, 5, 7);
  for (let i = 0; i < bars; i++) {
    const bh = h * 0.28 * (0.3 + 0.7 * ((i + 1) / bars)) * between(r, 0.8, 1);
    b += rect(sx + sw * 0.08 + i * (sw * 0.5 / bars), h * 0.44 - bh, (sw * 0.5) / bars - 8, bh, pick(r, ["#f2a541", "#7ed6df", "#ffffff"]));
  }
  b += rect(sx + sw * 0.68, h * 0.18, sw * 0.2, h * 0.26, "#e8eef7") + rect(sx + sw * 0.7, h * 0.2, sw * 0.16, h * 0.06, "#f2a541");
  for (let i = 0; i < 3; i++) b += rect(sx + sw * 0.7, h * (0.29 + i * 0.045), sw * 0.16, 6, "#9fb0c8");
  b += poly([[0, h * 0.55], [w, h * 0.55], [w, h * 0.62], [0, h * 0.62]], "#3b2f2a");
  for (const x of [w * 0.15, w * 0.5, w * 0.85]) b += poly([[x - 10, 0], [x + 10, 0], [x + 120, h * 0.6], [x - 120, h * 0.6]], "#fff4d6", { opacity: 0.07 }) + circle(x, h * 0.55, 140, "url(#spot)");
  b += rect(w * 0.78, h * 0.4, w * 0.06, h * 0.16, "#5a3b22") + standing(w * 0.81, h * 0.56, h * 0.34, "#1f2a3a", r);
  b += audience(w, h * 0.66, h * 0.97, 4, r);
  return svgDoc(w, h, defs, b);
}

/** A property fair: a row of booths with model towers on tables and visitors. */
export function fair(w: number, h: number, seed: number): string {
  const r = rng(seed);
  const p = PALETTES.day;
  const defs = gradient("floor", [[0, "#d9d2c5"], [1, "#b9af9e"]]);
  let b = rect(0, 0, w, h * 0.6, "#eef0f3") + rect(0, h * 0.6, w, h * 0.4, "url(#floor)");
  for (let x = 0; x < w; x += 120) b += line(x, 0, x, h * 0.08, "#c9ced6", 4);
  b += rect(0, h * 0.08, w, 10, "#c9ced6") + bunting(w, h * 0.1, h * 0.05, r);
  let parts = "";
  for (let i = 0; i < 3; i++) {
    const bx = w * (0.04 + i * 0.33);
    const bw = w * 0.28;
    const brand = pick(r, ["#12355b", "#7b2d3b", "#1e6f5c", "#c0392b"]);
    b += rect(bx, h * 0.18, bw, h * 0.42, brand) + rect(bx + bw * 0.08, h * 0.24, bw * 0.84, h * 0.12, "#f2a541");
    b += rect(bx + bw * 0.1, h * 0.52, bw * 0.8, h * 0.14, "#f4f1ea") + rect(bx + bw * 0.1, h * 0.5, bw * 0.8, h * 0.02, "#ffffff");
    const t = tower({ x: bx + bw * 0.38, groundY: h * 0.5, w: bw * 0.2, floors: 8, floorH: h * 0.022, facade: "#ece6da", accent: brand, style: "balcony", cols: 3, depth: bw * 0.03 }, p, r, `m${i}`);
    b += t.body;
    parts += t.defs;
    b += tree(bx + bw * 0.2, h * 0.5, h * 0.05, "#3f7d3a", r) + tree(bx + bw * 0.8, h * 0.5, h * 0.05, "#3f7d3a", r);
  }
  for (let i = 0; i < 9; i++) b += standing(between(r, 0.03, 0.97) * w, h * between(r, 0.78, 0.98), h * between(r, 0.3, 0.36), pick(r, ["#2c3e50", "#c0392b", "#16a085", "#f3efe6", "#8e44ad", "#d35400"]), r);
  return svgDoc(w, h, defs + parts, b);
}

/** A stylised aerial view: street grid, blocks of roofs with shadows, parks and a lake. */
export function aerial(w: number, h: number, seed: number): string {
  const r = rng(seed);
  let b = rect(0, 0, w, h, "#8a8f94");
  const lake = `M${w * 0.55} ${-10}C${w * 0.5} ${h * 0.3} ${w * 0.75} ${h * 0.4} ${w * 0.66} ${h * 0.7}S${w * 0.6} ${h} ${w * 0.7} ${h + 10}L${w * 0.86} ${h + 10}C${w * 0.78} ${h * 0.8} ${w * 0.9} ${h * 0.5} ${w * 0.8} ${h * 0.3}S${w * 0.7} ${h * 0.05} ${w * 0.72} ${-10}Z`;
  const block = 150;
  for (let x = 12; x < w; x += block) {
    for (let y = 12; y < h; y += block) {
      const park = r() < 0.12;
      b += rect(x, y, block - 24, block - 24, park ? "#7fa65a" : "#d7d1c4");
      if (park) {
        for (let i = 0; i < 6; i++) b += circle(x + between(r, 12, block - 36), y + between(r, 12, block - 36), between(r, 8, 14), "#4d7d3a");
        continue;
      }
      const n = intBetween(r, 2, 3);
      for (let i = 0; i < n; i++) {
        const bw = (block - 40) / n - 6;
        const bh = between(r, 0.45, 0.85) * (block - 44);
        const bx = x + 8 + i * (bw + 6);
        const roof = pick(r, ["#eae6de", "#c9b8a3", "#b9c2c9", "#e4ddd0", "#a5673f"]);
        b += rect(bx + 8, y + 14, bw, bh, "#000000", { opacity: 0.25 }) + rect(bx, y + 8, bw, bh, roof);
        b += rect(bx + bw * 0.2, y + 14, bw * 0.25, bh * 0.2, darken(roof, 0.2)) + circle(bx + bw * 0.75, y + 8 + bh * 0.75, bw * 0.1, "#5b6e80");
      }
    }
  }
  b += path(lake, "#3f7fb0", { stroke: "#2f6a96", "stroke-width": 6 }) + path(lake, "#5c9ccc", { opacity: 0.4, transform: "translate(8 0)" });
  b += rect(w * 0.5, h * 0.52, w * 0.42, 18, "#b7b2a8", { transform: `rotate(-8 ${w * 0.7} ${h * 0.52})` });
  for (let x = 0; x < w; x += 40) for (const y of [block * 2 - 6, block * 4 - 6]) b += rect(x, y - 3, 20, 3, "#f3e6a0");
  return svgDoc(w, h, "", b);
}
