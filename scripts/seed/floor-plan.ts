import { between, circle, ellipse, line, path, poly, rect, rng, svgDoc, type Rng } from "./svg";

type Box = { x: number; y: number; w: number; h: number };
type Wall = { x1: number; y1: number; x2: number; y2: number; door: number };
type Kind = "living" | "bed" | "kitchen" | "bath";

const FILL: Record<Kind, string> = { living: "#f1e4cd", bed: "#e6edf2", kitchen: "#e7ebe3", bath: "#dcebf1" };

/** Binary space partition of the flat into rooms; every split wall gets a door. */
function partition(b: Box, depth: number, r: Rng, rooms: Box[], walls: Wall[]): void {
  const vertical = b.w > b.h * 1.1 || (b.w > b.h * 0.9 && r() < 0.5);
  const len = vertical ? b.w : b.h;
  if (depth === 0 || len < 320 || (depth === 1 && r() < 0.25)) {
    rooms.push(b);
    return;
  }
  const cut = Math.round(len * between(r, 0.38, 0.62));
  const door = between(r, 0.15, 0.7);
  if (vertical) {
    walls.push({ x1: b.x + cut, y1: b.y, x2: b.x + cut, y2: b.y + b.h, door });
    partition({ ...b, w: cut }, depth - 1, r, rooms, walls);
    partition({ ...b, x: b.x + cut, w: b.w - cut }, depth - 1, r, rooms, walls);
  } else {
    walls.push({ x1: b.x, y1: b.y + cut, x2: b.x + b.w, y2: b.y + cut, door });
    partition({ ...b, h: cut }, depth - 1, r, rooms, walls);
    partition({ ...b, y: b.y + cut, h: b.h - cut }, depth - 1, r, rooms, walls);
  }
}

function wallWithDoor(w: Wall, ink: string): string {
  const vertical = w.x1 === w.x2;
  const len = vertical ? w.y2 - w.y1 : w.x2 - w.x1;
  const d = Math.min(80, len * 0.35);
  const at = len * w.door;
  if (vertical) {
    const y0 = w.y1 + at;
    return line(w.x1, w.y1, w.x1, y0, ink, 7) + line(w.x1, y0 + d, w.x1, w.y2, ink, 7) + line(w.x1, y0, w.x1 + d, y0, ink, 2) +
      path(`M${w.x1 + d} ${y0}A${d} ${d} 0 0 1 ${w.x1} ${y0 + d}`, "none", { stroke: ink, "stroke-width": 1.2, "stroke-dasharray": "5 4" });
  }
  const x0 = w.x1 + at;
  return line(w.x1, w.y1, x0, w.y1, ink, 7) + line(x0 + d, w.y1, w.x2, w.y1, ink, 7) + line(x0, w.y1, x0, w.y1 + d, ink, 2) +
    path(`M${x0} ${w.y1 + d}A${d} ${d} 0 0 0 ${x0 + d} ${w.y1}`, "none", { stroke: ink, "stroke-width": 1.2, "stroke-dasharray": "5 4" });
}

function furniture(k: Kind, b: Box, ink: string, paper: string, r: Rng): string {
  const o = { stroke: ink, "stroke-width": 2 };
  const cx = b.x + b.w / 2;
  if (k === "bed") {
    const bw = Math.min(160, b.w * 0.55);
    const bh = Math.min(200, b.h * 0.6);
    const y = b.y + 24;
    let out = rect(cx - bw / 2, y, bw, bh, paper, o) + line(cx - bw / 2, y + bh * 0.35, cx + bw / 2, y + bh * 0.35, ink, 1.5);
    out += rect(cx - bw * 0.42, y + 10, bw * 0.36, 34, paper, { ...o, rx: 8 }) + rect(cx + bw * 0.06, y + 10, bw * 0.36, 34, paper, { ...o, rx: 8 });
    out += rect(cx - bw / 2 - 44, y, 36, 36, paper, o) + rect(cx + bw / 2 + 8, y, 36, 36, paper, o);
    if (b.h > 300) out += rect(b.x + 20, b.y + b.h - 64, Math.min(200, b.w - 40), 44, paper, o) + line(b.x + 20, b.y + b.h - 64, b.x + 20 + Math.min(200, b.w - 40), b.y + b.h - 20, ink, 1);
    return out;
  }
  if (k === "living") {
    const sw = Math.min(240, b.w * 0.6);
    let out = rect(cx - sw / 2, b.y + b.h - 110, sw, 70, paper, o) + rect(cx - sw / 2, b.y + b.h - 60, sw, 20, paper, o);
    out += rect(cx - sw * 0.25, b.y + b.h - 190, sw * 0.5, 50, paper, o) + rect(cx - sw * 0.4, b.y + 22, sw * 0.8, 24, paper, o);
    if (b.h > 380) {
      const ty = b.y + b.h * 0.36;
      out += ellipse(cx, ty, 70, 45, paper, o);
      for (let i = 0; i < 6; i++) {
        const a = (i / 6) * Math.PI * 2;
        out += circle(cx + Math.cos(a) * 92, ty + Math.sin(a) * 64, 15, paper, o);
      }
    }
    return out;
  }
  if (k === "kitchen") {
    let out = rect(b.x + 10, b.y + 10, b.w - 20, 56, paper, o) + rect(b.x + 10, b.y + 66, 56, Math.max(40, b.h - 120), paper, o);
    for (let i = 0; i < 4; i++) out += circle(b.x + b.w * 0.55 + (i % 2) * 34, b.y + 24 + Math.floor(i / 2) * 28, 10, "none", o);
    return out + rect(b.x + b.w * 0.2, b.y + 18, 60, 40, paper, { ...o, rx: 10 });
  }
  let out = rect(b.x + 12, b.y + 12, Math.min(150, b.w - 24), 70, paper, { ...o, rx: 18 });
  out += ellipse(b.x + b.w - 50, b.y + b.h - 50, 22, 30, paper, o) + rect(b.x + b.w - 72, b.y + b.h - 24, 44, 14, paper, o);
  if (r() < 0.5) out += line(b.x + 12, b.y + 12, b.x + 12 + Math.min(150, b.w - 24), b.y + 82, ink, 1);
  return out;
}

/** An apartment floor plan line drawing: rooms, doors with swing arcs, windows, furniture and a north arrow. */
export function floorPlan(size: number, seed: number, blueprint: boolean): string {
  const r = rng(seed);
  const ink = blueprint ? "#eaf2fb" : "#2e2a26";
  const paper = blueprint ? "#24568c" : "#ffffff";
  const bg = blueprint ? "#1f4d80" : "#fbf8f1";
  const planH = Math.round(size * between(r, 0.62, 0.78));
  const outer: Box = { x: 110, y: Math.round((size - planH) / 2 + 30), w: size - 220, h: planH };
  const rooms: Box[] = [];
  const walls: Wall[] = [];
  partition(outer, 3, r, rooms, walls);
  const sorted = [...rooms].sort((a, b) => b.w * b.h - a.w * a.h);
  const kinds = new Map<Box, Kind>();
  const last = sorted.length - 1;
  // Largest is the living/dining room (two with eight rooms), two smallest are baths, next is the kitchen.
  sorted.forEach((b, i) =>
    kinds.set(b, i === 0 || (i === 1 && last >= 7) ? "living" : i >= last - 1 ? "bath" : i === last - 2 ? "kitchen" : "bed"),
  );
  let grid = "";
  for (let x = 0; x <= size; x += 50) grid += line(x, 0, x, size, blueprint ? "#2a5a90" : "#efe9dc", 1) + line(0, x, size, x, blueprint ? "#2a5a90" : "#efe9dc", 1);
  let b = rect(0, 0, size, size, bg) + grid;
  for (const room of rooms) {
    const k = kinds.get(room) ?? "bed";
    b += rect(room.x, room.y, room.w, room.h, blueprint ? "#22528a" : FILL[k]);
    b += furniture(k, { x: room.x + 8, y: room.y + 8, w: room.w - 16, h: room.h - 16 }, ink, paper, r);
  }
  for (const w of walls) b += wallWithDoor(w, ink);
  b += rect(outer.x, outer.y, outer.w, outer.h, "none", { stroke: ink, "stroke-width": 16 });
  // Windows: a light gap with glazing lines on each room's outer wall.
  for (const room of rooms) {
    if (room.y === outer.y && room.w > 150) {
      const x = room.x + room.w * 0.3;
      b += rect(x, outer.y - 8, room.w * 0.4, 16, paper) + line(x, outer.y, x + room.w * 0.4, outer.y, ink, 1.5);
    } else if (room.x === outer.x && room.h > 150) {
      const y = room.y + room.h * 0.3;
      b += rect(outer.x - 8, y, 16, room.h * 0.4, paper) + line(outer.x, y, outer.x, y + room.h * 0.4, ink, 1.5);
    }
  }
  // Dimension line along the top, ticks at each room edge.
  const dy = outer.y - 55;
  b += line(outer.x, dy, outer.x + outer.w, dy, ink, 1.2);
  for (const x of new Set([outer.x, outer.x + outer.w, ...rooms.filter((q) => q.y === outer.y).map((q) => q.x)])) b += line(x - 7, dy + 7, x + 7, dy - 7, ink, 2);
  const nx = size - 70;
  b += circle(nx, 70, 32, "none", { stroke: ink, "stroke-width": 2 }) + poly([[nx, 36], [nx + 12, 80], [nx, 70], [nx - 12, 80]], ink);
  return svgDoc(size, size, "", b);
}
