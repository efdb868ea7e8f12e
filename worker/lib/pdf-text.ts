import "regenerator-runtime/runtime.js";
import fontkit from "@pdf-lib/fontkit";
import { sfntOfWoff } from "./woff";
import { beginText, endText, PDFHexString, PDFName, PDFOperator, PDFOperatorNames, type PDFDocument, type PDFFont, type PDFPage, rgb, setFillingColor, setFontAndSize, setTextMatrix, showText } from "pdf-lib";

/**
 * Text in Bengali and Latin letters on a pdf-lib page, shaped and readable back (docs/decisions.md
 * "Receipt PDFs: fonts and shaping"). pdf-lib draws a custom font's glyphs one after the other by their
 * advance widths and drops the font's mark positioning (GPOS), which Bengali needs: ra-phala, ba-phala and
 * below-base forms landed beside their letters. So each glyph is placed here where fontkit's own layout
 * puts it (advance and offsets), through pdf-lib's subset font (its `encodeText` gives the subset's glyph
 * ids, in the same order as the layout). A reader extracting text would read the glyphs in visual order
 * (ি before its consonant) and could not map conjunct glyphs back: each run is wrapped in a marked-content
 * span whose /ActualText is the run's own Unicode text, which pdftotext and PDF readers use instead.
 */

// fontkit's Indic shaper (its syllable state machine) is compiled to regenerator code that expects a
// global `regeneratorRuntime`, which it does not bundle (a ReferenceError on the first Bengali text):
// regenerator's own runtime sets it (plain code, no I/O).

/** One face in a PDF: pdf-lib's embedded subset and fontkit's font of the same bytes, for the layout. */
export type Face = { pdf: PDFFont; kit: fontkit.Font; layouts: Map<string, fontkit.GlyphRun> };
/** A family: the Bengali file for Bengali letters, the Latin one for everything else (fontsource splits them). */
export type Family = { bengali: Face; latin: Face };

/** Embeds a WOFF face, unwrapped (./woff.ts), as a subset: only the glyphs drawn go into the file. */
export async function embedFace(doc: PDFDocument, woff: ArrayBuffer): Promise<Face> {
  const data = await sfntOfWoff(woff);
  return { pdf: await doc.embedFont(data, { subset: true }), kit: fontkit.create(data), layouts: new Map() };
}

/** fontkit's layout of a run (shaping Bengali is the costly part of a receipt), once per face and text. */
function layoutOf(face: Face, text: string): fontkit.GlyphRun {
  let run = face.layouts.get(text);
  if (!run) face.layouts.set(text, (run = face.kit.layout(text)));
  return run;
}

/** Letters the Bengali file draws: the Bengali block, the dandas, ZWNJ/ZWJ (which steer its conjuncts) and the dotted circle. */
const isBengali = (ch: string) => {
  const cp = ch.codePointAt(0)!;
  return (cp >= 0x0980 && cp <= 0x09ff) || cp === 0x0964 || cp === 0x0965 || cp === 0x200c || cp === 0x200d || cp === 0x25cc;
};

/** The text cut where its script changes: Bengali letters (with ZWJ/ZWNJ, dandas) or anything else. */
function runs(text: string): { text: string; bengali: boolean }[] {
  const out: { text: string; bengali: boolean }[] = [];
  for (const ch of text) {
    const bengali = isBengali(ch);
    const last = out.at(-1);
    if (last && last.bengali === bengali) last.text += ch;
    else out.push({ text: ch, bengali });
  }
  return out;
}

/** The text's width at a size, in points. */
export function widthOf(text: string, family: Family, size: number): number {
  return runs(text).reduce((w, r) => {
    const face = r.bengali ? family.bengali : family.latin;
    return w + (layoutOf(face, r.text).advanceWidth * size) / face.kit.unitsPerEm;
  }, 0);
}

/** The text cut into lines at most `width` wide, at spaces (a word longer than a line stays whole). */
export function wrap(text: string, family: Family, size: number, width: number): string[] {
  const lines: string[] = [];
  const space = widthOf(" ", family, size);
  let line = "";
  let lineWidth = 0;
  // Words are shaped one by one: no shaping reaches across a space.
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const wordWidth = widthOf(word, family, size);
    if (line && lineWidth + space + wordWidth > width) {
      lines.push(line);
      [line, lineWidth] = [word, wordWidth];
    } else [line, lineWidth] = line ? [`${line} ${word}`, lineWidth + space + wordWidth] : [word, wordWidth];
  }
  return line ? [...lines, line] : lines;
}

export type TextStyle = { family: Family; size: number; color?: [number, number, number] };

/** Draws one line of text with its left end at (x, y); returns its width. */
export function drawLine(page: PDFPage, text: string, x: number, y: number, style: TextStyle): number {
  const { size } = style;
  const ops: PDFOperator[] = [beginText(), setFillingColor(rgb(...(style.color ?? [0, 0, 0])))];
  let pen = x;
  for (const run of runs(text)) {
    const face = run.bengali ? style.family.bengali : style.family.latin;
    const layout = layoutOf(face, run.text);
    const ids = face.pdf.encodeText(run.text).asString().match(/.{4}/g) ?? [];
    if (ids.length !== layout.glyphs.length) throw new Error("pdf-lib and fontkit laid the text out differently");
    const scale = size / face.kit.unitsPerEm;
    const key = page.node.newFontDictionary(face.pdf.name, face.pdf.ref);
    // An inline property list (PDF 32000-1 §14.6.2), written as raw operand text: its only value is a hex string.
    const actual = `<< /ActualText ${PDFHexString.fromText(run.text).toString()} >>`;
    ops.push(PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of("Span"), actual]), setFontAndSize(key, size));
    layout.positions.forEach((p, i) => {
      ops.push(setTextMatrix(1, 0, 0, 1, pen + p.xOffset * scale, y + p.yOffset * scale), showText(PDFHexString.of(ids[i]!)));
      pen += p.xAdvance * scale;
    });
    ops.push(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
  }
  ops.push(endText());
  page.pushOperators(...ops);
  return pen - x;
}
