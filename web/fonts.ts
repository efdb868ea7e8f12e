/**
 * The site's web fonts, imported by the entry once the first screen is painted (web/main.tsx), not
 * with the page's stylesheet: Inter's 48 KB otherwise downloaded beside the first screen's image on a
 * phone's thin connection. Text paints in the system's sans-serif first and takes Inter when it comes;
 * the two are close enough that nothing moves (CLS 0).
 *
 * The faces are fontsource's (read from its style sheets when the app is built: `virtual:font-faces`,
 * vite.config.ts), given to the page through the CSS Font Loading API rather than as a stylesheet: the
 * faces the page's language shows are downloaded first, and all of them are added together once those
 * have arrived. A stylesheet of `@font-face` rules makes the browser lay the whole page out twice, once
 * when the rules arrive (measured in Lighthouse's trace of `/`: a 40 ms layout, 160 ms on its slow
 * phone, during hydration) and again when the font does; this way it is laid out once. The faces not
 * downloaded first (other scripts, Bengali on an English page) download when text needs them, as
 * `@font-face` rules would (their unicode ranges).
 */
import faces from "virtual:font-faces";
import { yieldToBrowser } from "@/site/lib/yield-to-browser";

type Face = (typeof faces)[number];

/** The body's first family per language (web/styles.css) and a letter it shows: its faces come first. */
const SHOWN = { en: { family: "Inter Variable", letters: ["A"] }, bn: { family: "Noto Sans Bengali", letters: ["A", "ক"] } };

/** Whether a `unicode-range` value (`U+0000-00FF,U+0131,…`, as fontsource writes it) holds the letter. */
function covers(range: string, letter: string): boolean {
  const code = letter.codePointAt(0)!;
  return range.split(",").some((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
    return code >= parseInt(from!, 16) && code <= parseInt(to!, 16);
  });
}

/**
 * A face built from its file's bytes, fetched first. `FontFace.load()` on a face built from its URL
 * makes the browser restyle and lay out the whole page as the download starts, though the face is not
 * in the page yet (Chromium; seen in Lighthouse's trace), which is the very layout this module saves.
 */
async function downloaded(face: Face): Promise<FontFace> {
  const res = await fetch(face.url);
  if (!res.ok) throw new Error(`${face.url}: ${res.status}`);
  return new FontFace(face.family, await res.arrayBuffer(), face.descriptors).load();
}

const fromUrl = (face: Face) => new FontFace(face.family, `url(${face.url}) format("woff2")`, face.descriptors);

async function addFonts() {
  // The module's evaluation is its own task; the requests start in the next one.
  await yieldToBrowser();
  const shown = document.documentElement.lang === "bn" ? SHOWN.bn : SHOWN.en;
  const isFirst = (f: Face) => f.family === shown.family && shown.letters.some((l) => covers(f.descriptors.unicodeRange, l));
  const first = await Promise.all(faces.map((f) => (isFirst(f) ? downloaded(f).catch(() => undefined) : undefined)));
  // One that failed (offline) is added from its URL like the rest: the browser tries again when text needs it.
  faces.forEach((f, i) => document.fonts.add(first[i] ?? fromUrl(f)));
}

void addFonts();
