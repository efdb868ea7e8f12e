/**
 * A one-page A4 brochure written by hand: the base-14 fonts (Helvetica, Helvetica-Bold) need no
 * embedding, the drawing is plain path operators, and the xref table carries exact byte offsets.
 * No dates or random ids, so the bytes (and the content key) are the same on every run.
 */

const esc = (s: string) => s.replace(/\\/g, "\\\\").replace(/\(/g, "\\(").replace(/\)/g, "\\)");

function text(font: "F1" | "F2", size: number, x: number, y: number, rgb: string, s: string): string {
  return `BT /${font} ${size} Tf ${rgb} rg ${x} ${y} Td (${esc(s)}) Tj ET`;
}

const NAVY = "0.071 0.208 0.357";
const GOLD = "0.949 0.647 0.255";
const INK = "0.2 0.2 0.22";

const BODY = [
  "UDAY builds apartments in Dhaka through joint ventures with landowners.",
  "Since 2009 we have planned 1572 flats in 53 projects and handed over",
  "946 flats in 30 projects; 369 flats in 10 projects are under construction.",
  "",
  "Land share for flat: buy as a group and save 35 to 40 percent.",
  "Usual construction period: 30 to 36 months from piling to handover.",
  "Every project: RAJUK-approved design, lift, generator, car parking,",
  "rooftop garden, fire safety and 24-hour security.",
];

function content(): string {
  const ops: string[] = [
    `${NAVY} rg 0 732 595 110 re f`,
    `${GOLD} rg 0 726 595 6 re f`,
    text("F2", 28, 50, 784, "1 1 1", "UDAY Properties"),
    text("F1", 12, 50, 760, "1 1 1", "Joint-venture apartments in Dhaka since 2009"),
    text("F2", 20, 50, 680, NAVY, "Project Brochure"),
  ];
  BODY.forEach((line, i) => line && ops.push(text("F1", 12, 50, 648 - i * 18, INK, line)));
  // A small skyline: three towers with window grids, on a gold ground line.
  const towers: [number, number, number][] = [[330, 70, 190], [410, 80, 250], [500, 60, 160]];
  for (const [x, w, h] of towers) {
    ops.push(`${NAVY} rg ${x} 170 ${w} ${h} re f`);
    for (let y = 185; y < 170 + h - 15; y += 22) for (let c = x + 10; c < x + w - 10; c += 18) ops.push(`${GOLD} rg ${c} ${y} 9 12 re f`);
  }
  ops.push(`${GOLD} rg 40 162 515 6 re f`);
  ops.push(text("F2", 13, 50, 300, NAVY, "Visit us"));
  ops.push(text("F1", 11, 50, 280, INK, "House 42, Road 11, Block C, Banani, Dhaka 1213"));
  ops.push(text("F1", 11, 50, 264, INK, "Hotline 01713-456789  |  info@uday-properties.com"));
  ops.push(text("F1", 9, 50, 60, "0.45 0.45 0.45", "Illustrations and figures are indicative and may change without notice."));
  return ops.join("\n");
}

/** The brochure PDF's bytes (ASCII only, so string offsets are byte offsets). */
export const brochurePdf = (): Uint8Array => onePagePdf(content(), "UDAY Properties - Project Brochure");

/** A one-page A4 PDF of `stream`'s drawing with Helvetica (F1) and Helvetica-Bold (F2), ASCII only. */
export function onePagePdf(stream: string, title: string): Uint8Array {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> /Contents 4 0 R >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    `<< /Title (${esc(title)}) /Producer (UDAY demo seed) >>`,
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${String(off).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  if (/[^\x20-\x7e\n]/.test(out)) throw new Error("a seed PDF must stay ASCII");
  return new TextEncoder().encode(out);
}

/** A line of text on a seed PDF's page. */
export { text as pdfText };
