import type { Palette } from "./sky";
import { between, circle, darken, ellipse, gradient, lighten, line, mix, path, pick, radialGradient, rect, type Rng } from "./svg";

export function tree(x: number, baseY: number, size: number, colour: string, r: Rng): string {
  let out = rect(x - size * 0.06, baseY - size * 0.9, size * 0.12, size * 0.9, darken(colour, 0.45));
  for (let i = 0; i < 4; i++) {
    out += circle(x + between(r, -0.3, 0.3) * size, baseY - size * between(r, 0.95, 1.35), size * between(r, 0.32, 0.45), mix(colour, i % 2 ? "#000000" : "#c8e08a", 0.12));
  }
  return out;
}

const CAR_COLOURS = ["#c0392b", "#ecf0f1", "#2c3e50", "#7f8c8d", "#d4ac0d", "#1f618d"] as const;

function car(x: number, y: number, s: number, colour: string, lights: boolean): string {
  let out = path(`M${x} ${y}h${s}v${-s * 0.22}l${-s * 0.18} ${-s * 0.18}h${-s * 0.5}l${-s * 0.2} ${s * 0.18}h${-s * 0.12}z`, colour);
  out += rect(x + s * 0.3, y - s * 0.36, s * 0.22, s * 0.13, "#9fb4c7") + rect(x + s * 0.55, y - s * 0.36, s * 0.18, s * 0.13, "#9fb4c7");
  out += circle(x + s * 0.2, y, s * 0.09, "#1d1d1d") + circle(x + s * 0.8, y, s * 0.09, "#1d1d1d");
  if (lights) out += circle(x + s, y - s * 0.14, s * 0.05, "#fff3c0");
  return out;
}

/** A cycle rickshaw: two wheels, a seat and the coloured hood. */
function rickshaw(x: number, y: number, s: number, hood: string): string {
  let out = circle(x, y, s * 0.22, "none", { stroke: "#222", "stroke-width": s * 0.04 });
  out += circle(x + s * 0.9, y, s * 0.22, "none", { stroke: "#222", "stroke-width": s * 0.04 });
  out += line(x, y, x + s * 0.9, y - s * 0.1, "#333", s * 0.05);
  out += path(`M${x - s * 0.25} ${y - s * 0.25}q${s * 0.05} ${-s * 0.7} ${s * 0.55} ${-s * 0.7}l${s * 0.05} ${s * 0.7}z`, hood);
  out += rect(x - s * 0.25, y - s * 0.3, s * 0.55, s * 0.1, "#5a3b22");
  return out;
}

/**
 * Foreground: boundary wall, trees, pavement, road with traffic, or a lake. `back` goes under a lake's
 * reflection and `front` over it (the water is a translucent sheet, so no group opacity is needed).
 */
export function street(w: number, h: number, groundY: number, p: Palette, r: Rng, lake: boolean, id = "st"): { defs: string; back: string; front: string } {
  const night = p.lit > 0.4;
  const defs =
    gradient(`${id}-water`, [[0, mix(p.sky[2], p.sky[1], 0.5)], [1, darken(p.sky[0], 0.2)]]) +
    radialGradient(`${id}-lamp`, [[0, "#ffe7a8", 0.9], [1, "#ffe7a8", 0]]);
  let b = rect(0, groundY, w, h - groundY, p.ground);
  b += rect(0, groundY - h * 0.025, w, h * 0.025, mix("#d8d2c4", p.light, p.tint));
  let f = "";
  if (lake) {
    b += rect(0, groundY + h * 0.03, w, h, darken(p.sky[1], 0.35));
    f += rect(0, groundY + h * 0.03, w, h, `url(#${id}-water)`, { opacity: 0.7 });
    for (let i = 0; i < 70; i++) {
      const y = between(r, groundY + h * 0.05, h);
      const x = r() * w;
      f += line(x, y, x + between(r, 10, 60), y, lighten(p.sky[2], 0.3), 1.5, { opacity: 0.5 });
    }
  } else {
    const roadY = groundY + h * 0.06;
    b += rect(0, groundY + h * 0.01, w, h * 0.05, mix("#b9b3a6", p.light, p.tint));
    b += rect(0, roadY, w, h - roadY, mix("#3d4147", p.light, p.tint * 0.5));
    for (let x = 0; x < w; x += 90) b += rect(x, roadY + (h - roadY) * 0.5, 45, 4, "#e8e2c8", { opacity: 0.7 });
    const s = h * 0.09;
    let x = between(r, 0, w * 0.2);
    while (x < w) {
      b += r() < 0.35 ? rickshaw(x, roadY + (h - roadY) * 0.42, s * 0.8, pick(r, ["#d64541", "#2e86c1", "#28b463", "#f1c40f"])) : car(x, roadY + (h - roadY) * 0.8, s * 1.4, pick(r, CAR_COLOURS), night);
      x += between(r, 0.15, 0.35) * w;
    }
  }
  for (let x = between(r, 0, 60); x < w; x += between(r, 70, 170)) f += tree(x, groundY, h * between(r, 0.06, 0.1), p.tree, r);
  if (night || p.lit > 0.3) {
    for (let x = 60; x < w; x += 260) {
      f += line(x, groundY + h * 0.01, x, groundY - h * 0.09, "#2b2b2b", 3);
      f += circle(x, groundY - h * 0.09, h * 0.05, `url(#${id}-lamp)`) + circle(x, groundY - h * 0.09, 4, "#fff4cf");
    }
  }
  f += ellipse(w / 2, h + h * 0.2, w, h * 0.25, "#000000", { opacity: 0.12 });
  return { defs, back: b, front: f };
}
