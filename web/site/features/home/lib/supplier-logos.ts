/**
 * Sixteen small, distinct supplier marks drawn as SVG and served as data: URIs, so the grid is
 * real <img> elements with alt text yet costs no request. The names are invented placeholders.
 */
const MARKS: Record<number, { name: string; color: string; glyph: string }> = {
  1: { name: "Ironbridge", color: "#1d3557", glyph: '<path d="M8 10h24v5h-9v10h9v5H8v-5h9V15H8z"/>' },
  2: { name: "Deltacrete", color: "#7f6222", glyph: '<path d="M20 8 34 32H6z"/>' },
  3: { name: "Rainshade", color: "#1e5d6e", glyph: '<path d="M20 6c6 9 10 14 10 19a10 10 0 0 1-20 0c0-5 4-10 10-19z"/>' },
  4: { name: "Lumenwire", color: "#b7791f", glyph: '<path d="M23 5 9 22h9l-3 13 16-19h-9z"/>' },
  5: { name: "Clearpane", color: "#2b6cb0", glyph: '<path d="M20 5 35 20 20 35 5 20z" fill-opacity=".85"/><path d="M20 12 28 20 20 28 12 20z" fill="#fff"/>' },
  6: { name: "Riverstone", color: "#2f855a", glyph: '<circle cx="20" cy="20" r="14"/><path d="M8 21c4-3 8 3 12 0s8-3 12 0" stroke="#fff" stroke-width="2.5" fill="none"/>' },
  7: { name: "Liftway", color: "#4a5568", glyph: '<rect x="9" y="6" width="22" height="28" rx="3"/><path d="M15 17l5-6 5 6zM15 23l5 6 5-6z" fill="#fff"/>' },
  8: { name: "Coilcraft", color: "#9b2c2c", glyph: '<circle cx="20" cy="20" r="13" fill="none" stroke-width="5" stroke="#9b2c2c"/><circle cx="20" cy="20" r="4"/>' },
  9: { name: "Tessera", color: "#553c9a", glyph: '<rect x="7" y="7" width="11" height="11"/><rect x="22" y="7" width="11" height="11" fill-opacity=".6"/><rect x="7" y="22" width="11" height="11" fill-opacity=".6"/><rect x="22" y="22" width="11" height="11"/>' },
  10: { name: "Greenvolt", color: "#276749", glyph: '<path d="M32 8C14 8 8 18 8 32c14 0 24-6 24-24z"/><path d="M10 30 26 14" stroke="#fff" stroke-width="2.5"/>' },
  11: { name: "Orbitline", color: "#2c5282", glyph: '<ellipse cx="20" cy="20" rx="15" ry="7" fill="none" stroke="#2c5282" stroke-width="3" transform="rotate(-25 20 20)"/><circle cx="20" cy="20" r="6"/>' },
  12: { name: "Rebarco", color: "#744210", glyph: '<rect x="7" y="8" width="5" height="24" rx="2"/><rect x="17.5" y="8" width="5" height="24" rx="2"/><rect x="28" y="8" width="5" height="24" rx="2"/><path d="M5 16h30v3H5zM5 24h30v3H5z"/>' },
  13: { name: "Aquaflow", color: "#2b6cb0", glyph: '<path d="M5 15c5-5 10 5 15 0s10-5 15 0v5c-5-5-10 5-15 0s-10-5-15 0zM5 25c5-5 10 5 15 0s10-5 15 0v5c-5-5-10 5-15 0s-10-5-15 0z"/>' },
  14: { name: "Lotusware", color: "#b83280", glyph: '<path d="M20 8c4 5 5 11 0 20-5-9-4-15 0-20zM8 16c6 1 10 5 12 12-7-1-11-5-12-12zM32 16c-6 1-10 5-12 12 7-1 11-5 12-12z"/><path d="M8 31h24" stroke="#b83280" stroke-width="3"/>' },
  15: { name: "Pipeworks", color: "#4a5568", glyph: '<path d="M8 8h8v12a4 4 0 0 0 4 4h12v8H20A12 12 0 0 1 8 20z"/>' },
  16: { name: "Sunrise Doors", color: "#c05621", glyph: '<rect x="11" y="6" width="18" height="28" rx="2" fill-opacity=".9"/><circle cx="25" cy="21" r="1.8" fill="#fff"/>' },
};

export function supplierLogoSrc(id: number): string {
  const mark = MARKS[id] ?? MARKS[1]!;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 40" width="200" height="40">` +
    `<g fill="${mark.color}">${mark.glyph}</g>` +
    `<text x="44" y="26" font-family="Inter,Segoe UI,Arial,sans-serif" font-size="15" font-weight="700" letter-spacing=".5" fill="${mark.color}">${mark.name}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
