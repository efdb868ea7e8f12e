import { circle, line, path, poly, rect, svgDoc } from "./svg";

export type Glyph = "building" | "picture" | "newspaper" | "camera" | "pen" | "envelope" | "chart" | "gear";

const INK = "#5b6b80";
const BRAND = "#12355b";
const GOLD = "#f2a541";

/** Line-art glyphs on a 96 grid. */
function glyph(g: Glyph, ink: string, accent: string): string {
  const o = { stroke: ink, "stroke-width": 6, "stroke-linejoin": "round", "stroke-linecap": "round" };
  switch (g) {
    case "building": {
      let out = rect(22, 20, 34, 58, "none", o) + rect(56, 40, 20, 38, "none", o);
      for (let y = 30; y < 66; y += 12) out += line(31, y, 33, y, ink, 6) + line(45, y, 47, y, ink, 6);
      return out + rect(34, 64, 10, 14, accent);
    }
    case "picture":
      return rect(16, 22, 64, 52, "none", { ...o, rx: 6 }) + path("M22 68L42 44L54 58L62 50L74 68Z", accent) + circle(62, 36, 6, ink);
    case "newspaper":
      return rect(18, 20, 60, 56, "none", { ...o, rx: 4 }) + rect(28, 30, 18, 16, accent) + line(54, 32, 68, 32, ink, 5) + line(54, 44, 68, 44, ink, 5) +
        line(28, 56, 68, 56, ink, 5) + line(28, 66, 60, 66, ink, 5);
    case "camera":
      return rect(14, 32, 68, 44, "none", { ...o, rx: 8 }) + path("M34 32L40 22H56L62 32", "none", o) + circle(48, 54, 12, "none", o) + circle(48, 54, 5, accent);
    case "pen":
      return path("M24 72L28 56L62 22L74 34L40 68Z", "none", o) + line(56, 28, 68, 40, ink, 6) + poly([[24, 72], [28, 60], [36, 68]], accent);
    case "envelope":
      return rect(14, 26, 68, 46, "none", { ...o, rx: 6 }) + path("M16 30L48 54L80 30", "none", o) + circle(76, 26, 9, accent);
    case "chart":
      return line(18, 78, 80, 78, ink, 6) + rect(24, 52, 12, 22, ink) + rect(42, 38, 12, 36, accent) + rect(60, 24, 12, 50, ink);
    case "gear": {
      const pts: [number, number][] = [];
      for (let i = 0; i < 16; i++) {
        const a = (i / 16) * Math.PI * 2;
        const rr = i % 2 === 0 ? 34 : 26;
        pts.push([48 + Math.cos(a) * rr, 48 + Math.sin(a) * rr]);
      }
      return poly(pts, "none", o) + circle(48, 48, 10, accent);
    }
  }
}

/** A sidebar menu icon: slate glyph on white, or white glyph on the brand colour when active. */
export function menuIcon(g: Glyph, active: boolean): string {
  const bg = active ? BRAND : "#ffffff";
  return svgDoc(96, 96, "", rect(0, 0, 96, 96, bg) + glyph(g, active ? "#ffffff" : INK, GOLD));
}
