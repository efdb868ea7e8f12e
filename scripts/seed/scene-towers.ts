import { farSkyline, PALETTES, sky, type TimeOfDay } from "./sky";
import { street } from "./street";
import { between, darken, gradient, group, intBetween, mix, n, pick, rect, rng, svgDoc } from "./svg";
import { ACCENTS, FACADES, tower, type TowerStyle } from "./tower";

export type TowerScene = {
  w: number;
  h: number;
  time: TimeOfDay;
  seed: number;
  heroes: number;
  style?: TowerStyle;
  floors?: number;
  lake?: boolean;
};

/** The scene flipped about a horizontal axis: everything above the bank lands in the water below it. */
const mirror = (scene: string, axis: number) => group(scene, { transform: `translate(0 ${n(2 * axis)}) scale(1 -1)` });

/** One to three apartment towers in front of a city skyline, at a time of day, by a road or a lake. */
export function towerScene(o: TowerScene): string {
  const r = rng(o.seed);
  const p = PALETTES[o.time];
  const groundY = o.h * (o.lake ? 0.7 : 0.8);
  const s = sky(o.w, o.h, groundY, p, r);
  let defs = s.defs;
  let scene = farSkyline(o.w, groundY, o.h * 0.28, p.far, r, 0.55);
  scene += farSkyline(o.w, groundY, o.h * 0.4, mix(p.far, p.ground, 0.35), r, 0.85);

  const floors = o.floors ?? 9;
  const floorH = (groundY - o.h * 0.1) / (floors + 2);
  const slots = o.heroes === 1 ? [0.5] : o.heroes === 2 ? [0.33, 0.66] : [0.2, 0.5, 0.8];
  // Draw the tallest (centre) last so it overlaps its neighbours.
  const order = slots.map((c, i) => ({ c, i })).sort((a, b) => Math.abs(b.c - 0.5) - Math.abs(a.c - 0.5));
  for (const { c, i } of order) {
    const main = Math.abs(c - 0.5) < 0.2;
    const fl = main ? floors : floors - intBetween(r, 1, 3);
    const cols = intBetween(r, 4, 6);
    const w = Math.min(o.w * (o.heroes === 1 ? 0.3 : 0.22), cols * floorH * 1.25);
    const t = tower(
      {
        x: o.w * c - w / 2 + between(r, -0.03, 0.03) * o.w,
        groundY,
        w,
        floors: fl,
        floorH: main ? floorH : floorH * 0.92,
        facade: pick(r, FACADES),
        accent: pick(r, ACCENTS),
        style: o.style ?? pick(r, ["balcony", "balcony", "glass", "brick"] as const),
        cols,
        depth: w * 0.14,
      },
      p,
      r,
      `t${i}`,
    );
    defs += t.defs;
    scene += t.body;
  }
  const st = street(o.w, o.h, groundY, p, r, !!o.lake);
  defs += st.defs;
  const reflection = o.lake ? mirror(scene, groundY + o.h * 0.03) : "";
  const body = s.body + scene + st.back + reflection + st.front;
  return svgDoc(o.w, o.h, defs, body);
}

/** A wide riverside skyline for the static page banners, darkened at the bottom for a title. */
export function panorama(w: number, h: number, time: TimeOfDay, seed: number): string {
  const r = rng(seed);
  const p = PALETTES[time];
  const groundY = h * 0.78;
  const s = sky(w, h, groundY, p, r);
  let defs = s.defs + gradient("veil", [[0, "#000000", 0], [0.55, "#000000", 0.1], [1, "#000000", 0.55]]);
  let scene = farSkyline(w, groundY, h * 0.35, p.far, r, 0.6) + farSkyline(w, groundY, h * 0.5, mix(p.far, p.ground, 0.3), r, 0.9);
  let x = between(r, -40, 20);
  let i = 0;
  while (x < w) {
    const cols = intBetween(r, 3, 5);
    const floorH = h * between(r, 0.042, 0.055);
    const tw = cols * floorH * 1.3;
    const t = tower(
      {
        x,
        groundY,
        w: tw,
        floors: intBetween(r, 7, 12),
        floorH,
        facade: pick(r, FACADES),
        accent: pick(r, ACCENTS),
        style: pick(r, ["balcony", "glass", "brick", "balcony"] as const),
        cols,
        depth: tw * 0.12,
      },
      p,
      r,
      `p${i++}`,
    );
    defs += t.defs;
    scene += t.body;
    x += tw * between(r, 1.2, 1.7);
  }
  const st = street(w, h, groundY, p, r, true);
  defs += st.defs;
  const body = s.body + scene + st.back + mirror(scene, groundY + h * 0.03) + st.front +
    rect(0, 0, w, h, "url(#veil)") + rect(0, 0, w, h, darken(p.sky[0], 0.5), { opacity: 0.12 });
  return svgDoc(w, h, defs, body);
}
