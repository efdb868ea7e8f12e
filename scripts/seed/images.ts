import sharp, { type OutputInfo } from "sharp";
import { floorPlan } from "./floor-plan";
import { menuIcon, type Glyph } from "./icons";
import { portrait, type PortraitSpec } from "./people";
import { constructionScene } from "./scene-construction";
import { aerial, ceremony, fair, seminar } from "./scene-events";
import { interior, type Room } from "./scene-interior";
import { panorama, towerScene, type TowerScene } from "./scene-towers";
import type { TimeOfDay } from "./sky";

type Master = { w: number; h: number; svg: () => string };

const WIDE = { w: 1600, h: 900 }; // masters of towers, sites and rooms; banners as they are
const C = { w: 1200, h: 675 }; // content images
const stage = (s: number): Master => ({ ...WIDE, svg: () => constructionScene(WIDE.w, WIDE.h, s, 40 + s) });
const tw = (time: TimeOfDay, seed: number, heroes: number, extra: Partial<TowerScene> = {}): Master => ({
  ...WIDE,
  svg: () => towerScene({ ...WIDE, time, seed, heroes, ...extra }),
});
const room = (kind: Room, time: TimeOfDay, seed: number): Master => ({ ...WIDE, svg: () => interior(WIDE.w, WIDE.h, kind, time, seed) });
const plan = (seed: number, blueprint: boolean): Master => ({ w: 1000, h: 1000, svg: () => floorPlan(1000, seed, blueprint) });
const pano = (time: TimeOfDay, seed: number): Master => ({ w: 1600, h: 500, svg: () => panorama(1600, 500, time, seed) });
const face = (spec: PortraitSpec): Master => ({ w: 400, h: 400, svg: () => portrait(400, spec) });
const icon = (g: Glyph, active: boolean): Master => ({ w: 96, h: 96, svg: () => menuIcon(g, active) });

/** The distinct illustrations: each SVG is rasterised once, then cropped/resized into the sizes rows need. */
const MASTERS = {
  "tower-day": tw("day", 1, 1, { style: "balcony" }),
  "tower-dusk-trio": tw("dusk", 2, 3),
  "tower-night-lake": tw("night", 3, 2, { lake: true }),
  "tower-dawn-pair": tw("dawn", 4, 2),
  "tower-monsoon-lake": tw("monsoon", 5, 1, { lake: true }),
  "tower-day-glass": tw("day", 6, 2, { style: "glass", floors: 12 }),
  "tower-dusk-lake": tw("dusk", 7, 1, { lake: true, style: "brick" }),
  "tower-night-trio": tw("night", 8, 3),
  "plot-dawn": { ...WIDE, svg: () => constructionScene(WIDE.w, WIDE.h, 0, 50, "dawn", true) },
  "plot-day": { ...WIDE, svg: () => constructionScene(WIDE.w, WIDE.h, 0, 51, "day", true) },
  "stage-0": stage(0),
  "stage-1": stage(1),
  "stage-2": stage(2),
  "stage-3": stage(3),
  "stage-4": stage(4),
  "stage-5": stage(5),
  "room-living": room("living", "day", 11),
  "room-living-dusk": room("living", "dusk", 25),
  "room-kitchen": room("kitchen", "day", 12),
  "room-bedroom": room("bedroom", "night", 13),
  "plan-1": plan(101, false),
  "plan-2": plan(102, false),
  "plan-3": plan(103, false),
  "plan-4": plan(104, false),
  "plan-5": plan(105, true),
  "plan-6": plan(106, true),
  "static-dusk": pano("dusk", 31),
  "static-day": pano("day", 32),
  "static-night": pano("night", 33),
  "static-dawn": pano("dawn", 34),
  "static-monsoon": pano("monsoon", 35),
  "static-evening": pano("dusk", 36),
  "event-ceremony": { ...C, svg: () => ceremony(C.w, C.h, 45) },
  "event-seminar": { ...C, svg: () => seminar(C.w, C.h, 46) },
  "event-fair": { ...C, svg: () => fair(C.w, C.h, 47) },
  "city-aerial": { ...C, svg: () => aerial(C.w, C.h, 48) },
  "face-chairman": face({ outfit: "suit", seed: 61, grey: true, glasses: true }),
  "face-md": face({ outfit: "saree", seed: 62 }),
  "face-director": face({ outfit: "panjabi", seed: 63, beard: true }),
  "face-superadmin": face({ outfit: "suit", seed: 64 }),
  "face-admin": face({ outfit: "hijab", seed: 65 }),
  "face-manager": face({ outfit: "blazer", seed: 66, glasses: true }),
  "face-engineer": face({ outfit: "suit", seed: 67, glasses: true }),
  "face-sales": face({ outfit: "blazer", seed: 68 }),
  "face-architect": face({ outfit: "panjabi", seed: 69 }),
  "face-accounts": face({ outfit: "hijab", seed: 70 }),
  "icon-building": icon("building", false),
  "icon-building-on": icon("building", true),
  "icon-picture": icon("picture", false),
  "icon-picture-on": icon("picture", true),
  "icon-newspaper": icon("newspaper", false),
  "icon-newspaper-on": icon("newspaper", true),
  "icon-camera": icon("camera", false),
  "icon-camera-on": icon("camera", true),
  "icon-pen": icon("pen", false),
  "icon-pen-on": icon("pen", true),
  "icon-envelope": icon("envelope", false),
  "icon-envelope-on": icon("envelope", true),
  "icon-chart": icon("chart", false),
  "icon-chart-on": icon("chart", true),
  "icon-gear": icon("gear", false),
  "icon-gear-on": icon("gear", true),
} satisfies Record<string, Master>;

export type MasterName = keyof typeof MASTERS;

/** Output sizes (docs/product.md §2 slots): project 1200x800, banner 1600x900, content 1200x675; "native" keeps the master's. */
export const SIZES = { project: [1200, 800], banner: [1600, 900], content: [1200, 675] } as const;
export type Size = keyof typeof SIZES | "native";

/** One JPEG: a master at a size. */
export type ArtName = `${MasterName}@${Size}`;
export const art = (master: MasterName, size: Size = "native"): ArtName => `${master}@${size}`;

/** Quality 72; mozjpeg would save ~15% of the bytes but takes about four times as long. */
const ENCODE = { quality: 72, mozjpeg: false } as const;

async function rasterise(m: Master): Promise<{ data: Buffer; info: OutputInfo }> {
  return sharp(Buffer.from(m.svg())).resize(m.w, m.h).flatten({ background: "#ffffff" }).raw().toBuffer({ resolveWithObject: true });
}

/** A few masters at a time: bounded memory for the raw pixels, and the event loop gets a turn between SVG builds. */
const WORKERS = 4;

/**
 * Renders the requested arts: each needed master once, then every size from its pixels.
 * Same SVG, same libvips, same settings -> byte-identical JPEGs on every run.
 */
export async function renderArts(names: Iterable<ArtName>): Promise<Map<ArtName, Uint8Array>> {
  const byMaster = new Map<MasterName, Size[]>();
  for (const name of new Set(names)) {
    const [master, size] = name.split("@") as [MasterName, Size];
    if (!(master in MASTERS)) throw new Error(`unknown illustration ${master}`);
    byMaster.set(master, [...(byMaster.get(master) ?? []), size]);
  }
  const queue = [...byMaster];
  const out = new Map<ArtName, Uint8Array>();
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const [master, sizes] = job;
      await new Promise<void>((resolve) => setImmediate(resolve));
      const { data, info } = await rasterise(MASTERS[master]);
      const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
      for (const size of sizes) {
        const img = sharp(data, raw);
        if (size !== "native") img.resize(SIZES[size][0], SIZES[size][1], { fit: "cover", position: "centre" });
        out.set(art(master, size), new Uint8Array(await img.jpeg(ENCODE).toBuffer()));
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  return out;
}
