import { between, circle, darken, ellipse, gradient, lighten, path, pick, radialGradient, rect, rng, type Rng } from "./svg";

export type Outfit = "suit" | "panjabi" | "blazer" | "hijab" | "saree";
export type PortraitSpec = { outfit: Outfit; seed: number; grey?: boolean; glasses?: boolean; beard?: boolean; longHair?: boolean };

const SKIN = ["#c68642", "#a0693c", "#8d5524", "#d49a6a", "#b57e4f"] as const;
const BACKDROPS = [["#dfe7ee", "#9fb3c8"], ["#efe4d6", "#c9a98a"], ["#dcebe6", "#8fb5aa"], ["#e9e2ef", "#a898b8"]] as const;
const CLOTH: Record<Outfit, readonly string[]> = {
  suit: ["#1f2a3a", "#2f3640", "#3b4a5e"],
  panjabi: ["#f3efe6", "#8e44ad", "#1e5d6e", "#c0a36e"],
  blazer: ["#22313f", "#7b2d3b", "#3d5a45"],
  hijab: ["#6d4c7d", "#2c5f6f", "#a0522d", "#34495e"],
  saree: ["#b03a48", "#1e6f5c", "#d4a017", "#6a4c93"],
};

const CX = 200;
const CY = 178;

function shoulders(colour: string, s: number): string {
  return path(`M${CX - 175 * s} 400C${CX - 170 * s} 320 ${CX - 120 * s} 282 ${CX - 48} 272L${CX + 48} 272C${CX + 120 * s} 282 ${CX + 170 * s} 320 ${CX + 175 * s} 400Z`, colour);
}

/** A head-and-shoulders avatar: flat-colour, faceless, varied outfit, hair and backdrop. */
export function portrait(size: number, o: PortraitSpec): string {
  const r = rng(o.seed);
  const skin = pick(r, SKIN);
  const cloth = pick(r, CLOTH[o.outfit]);
  const hair = o.grey ? "#9a9a9a" : pick(r, ["#1b1411", "#2a1d17", "#17120f"]);
  const [bg1, bg2] = pick(r, BACKDROPS);
  const defs = radialGradient("bg", [[0, bg1], [1, bg2]]) + gradient("sh", [[0, "#000000", 0], [1, "#000000", 0.18]], { x2: 1, y2: 0 });
  let b = rect(0, 0, 400, 400, "url(#bg)");
  for (let i = 0; i < 7; i++) b += circle(r() * 400, r() * 240, between(r, 20, 55), "#ffffff", { opacity: between(r, 0.08, 0.2) });
  const woman = o.outfit === "hijab" || o.outfit === "saree" || o.outfit === "blazer";
  if (woman && o.outfit !== "hijab" && o.longHair !== false) b += path(`M${CX - 60} ${CY - 70}C${CX - 95} ${CY - 40} ${CX - 100} ${CY + 90} ${CX - 70} ${CY + 120}L${CX + 70} ${CY + 120}C${CX + 100} ${CY + 90} ${CX + 95} ${CY - 40} ${CX + 60} ${CY - 70}C${CX + 30} ${CY - 100} ${CX - 30} ${CY - 100} ${CX - 60} ${CY - 70}Z`, hair);
  if (o.outfit === "hijab") b += ellipse(CX, CY + 12, 86, 100, cloth);
  b += rect(CX - 26, CY + 50, 52, 60, darken(skin, 0.15));
  b += shoulders(cloth, woman ? 0.9 : 1);
  if (o.outfit === "suit") {
    b += path(`M${CX - 40} 272L${CX} 360L${CX + 40} 272Z`, "#f7f7f2");
    b += path(`M${CX - 9} 285L${CX + 9} 285L${CX + 13} 360L${CX} 378L${CX - 13} 360Z`, pick(r, ["#8e2c2c", "#2c4f8e", "#5b5b5b", "#b7950b"]));
    b += path(`M${CX - 48} 272L${CX - 8} 390L${CX - 70} 300Z`, darken(cloth, 0.25)) + path(`M${CX + 48} 272L${CX + 8} 390L${CX + 70} 300Z`, darken(cloth, 0.25));
  } else if (o.outfit === "panjabi") {
    b += rect(CX - 30, 262, 60, 16, darken(cloth, 0.1), { rx: 4 }) + rect(CX - 3, 278, 6, 110, darken(cloth, 0.15));
    for (let i = 0; i < 3; i++) b += circle(CX, 296 + i * 28, 4, "#d4af37");
  } else if (o.outfit === "blazer") {
    b += path(`M${CX - 36} 272L${CX} 330L${CX + 36} 272Z`, lighten(cloth, 0.75)) + path(`M${CX - 44} 272L${CX - 6} 390L${CX - 64} 300Z`, darken(cloth, 0.25));
  } else if (o.outfit === "saree") {
    const anchal = pick(r, ["#f4d03f", "#f5b7b1", "#a9dfbf", "#d7bde2"]);
    b += path(`M${CX - 150} 330C${CX - 60} 300 ${CX + 20} 330 ${CX + 90} 400L${CX + 30} 400C${CX - 20} 350 ${CX - 80} 345 ${CX - 158} 360Z`, anchal);
    b += path(`M${CX - 150} 330C${CX - 60} 300 ${CX + 20} 330 ${CX + 90} 400`, "none", { stroke: "#c9a227", "stroke-width": 6 });
  } else {
    b += path(`M${CX - 86} ${CY + 30}C${CX - 100} ${CY + 140} ${CX - 60} 300 ${CX} 310C${CX + 60} 300 ${CX + 100} ${CY + 140} ${CX + 86} ${CY + 30}Z`, cloth);
  }
  // Head, ears, hair, shading.
  if (o.outfit !== "hijab") b += ellipse(CX - 62, CY + 4, 11, 18, darken(skin, 0.08)) + ellipse(CX + 62, CY + 4, 11, 18, darken(skin, 0.08));
  b += ellipse(CX, CY, o.outfit === "hijab" ? 54 : 62, o.outfit === "hijab" ? 68 : 76, skin);
  b += ellipse(CX, CY, o.outfit === "hijab" ? 54 : 62, o.outfit === "hijab" ? 68 : 76, "url(#sh)");
  if (o.outfit !== "hijab") {
    const top = woman
      ? `M${CX - 66} ${CY + 10}C${CX - 80} ${CY - 110} ${CX + 80} ${CY - 110} ${CX + 66} ${CY + 10}C${CX + 50} ${CY - 40} ${CX} ${CY - 60} ${CX - 10} ${CY - 50}C${CX - 30} ${CY - 30} ${CX - 55} ${CY - 30} ${CX - 66} ${CY + 10}Z`
      : `M${CX - 64} ${CY - 8}C${CX - 72} ${CY - 98} ${CX + 72} ${CY - 98} ${CX + 64} ${CY - 8}C${CX + 56} ${CY - 46} ${CX + 30} ${CY - 56} ${CX} ${CY - 54}C${CX - 30} ${CY - 56} ${CX - 56} ${CY - 46} ${CX - 64} ${CY - 8}Z`;
    b += path(top, hair);
  }
  if (o.beard) {
    b += path(`M${CX - 58} ${CY + 20}C${CX - 48} ${CY + 92} ${CX + 48} ${CY + 92} ${CX + 58} ${CY + 20}C${CX + 36} ${CY + 58} ${CX - 36} ${CY + 58} ${CX - 58} ${CY + 20}Z`, hair, { opacity: 0.9 });
    b += path(`M${CX - 24} ${CY + 36}Q${CX} ${CY + 26} ${CX + 24} ${CY + 36}Q${CX} ${CY + 42} ${CX - 24} ${CY + 36}Z`, hair, { opacity: 0.9 });
  }
  if (o.glasses) {
    const g = { stroke: "#222", "stroke-width": 4 };
    b += rect(CX - 48, CY - 6, 38, 26, "#ffffff", { ...g, rx: 8, "fill-opacity": 0.15 }) + rect(CX + 10, CY - 6, 38, 26, "#ffffff", { ...g, rx: 8, "fill-opacity": 0.15 });
    b += path(`M${CX - 10} ${CY + 2}Q${CX} ${CY - 4} ${CX + 10} ${CY + 2}`, "none", g);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 400 400"><defs>${defs}</defs>${b}</svg>`;
}

/** People seen from behind (heads and shoulders), rows getting smaller toward the back. */
export function audience(w: number, top: number, bottom: number, rows: number, r: Rng): string {
  let out = "";
  for (let row = 0; row < rows; row++) {
    const t = row / Math.max(1, rows - 1);
    const y = top + (bottom - top) * t;
    const s = 0.5 + t * 0.6;
    for (let x = between(r, 0, 40); x < w; x += 70 * s + between(r, 0, 20)) {
      const c = pick(r, ["#2c3e50", "#7f8c8d", "#8e44ad", "#c0392b", "#16a085", "#d35400", "#34495e", "#f3efe6"]);
      out += path(`M${x - 36 * s} ${y + 70 * s}C${x - 36 * s} ${y + 4 * s} ${x + 36 * s} ${y + 4 * s} ${x + 36 * s} ${y + 70 * s}Z`, c);
      out += rect(x - 7 * s, y + 4 * s, 14 * s, 14 * s, "#7a5230") + circle(x, y, 17 * s, pick(r, ["#1b1411", "#2a1d17", "#3b2a20"]));
    }
  }
  return out;
}

export function standing(x: number, baseY: number, s: number, colour: string, r: Rng): string {
  const skin = pick(r, SKIN);
  return rect(x - s * 0.1, baseY - s * 0.45, s * 0.08, s * 0.45, "#2c2c34") + rect(x + s * 0.02, baseY - s * 0.45, s * 0.08, s * 0.45, "#2c2c34") +
    rect(x - s * 0.14, baseY - s * 0.85, s * 0.28, s * 0.42, colour, { rx: s * 0.06 }) + circle(x, baseY - s * 0.95, s * 0.1, skin) +
    path(`M${x - s * 0.1} ${baseY - s * 0.98}a${s * 0.1} ${s * 0.09} 0 0 1 ${s * 0.2} 0z`, "#1b1411");
}
