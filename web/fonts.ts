/**
 * The site's web fonts, imported by the entry once the first screen is painted (web/main.tsx), not
 * with the page's stylesheet: Inter's 48 KB otherwise downloaded beside the first screen's image on a
 * phone's thin connection. Text paints in the system's sans-serif first and takes Inter when it comes;
 * the two are close enough that nothing moves (CLS 0).
 *
 * The faces are fontsource's, given to the page through the CSS Font Loading API rather than as a
 * stylesheet: the faces the page's language shows are downloaded first, and all of them are added
 * together once those have arrived. A stylesheet of `@font-face` rules makes the browser lay the whole
 * page out twice, once when the rules arrive (measured in Lighthouse's trace of `/`: a 40 ms layout,
 * 160 ms on its slow phone, during hydration) and again when the font does; this way it is laid out
 * once. The faces not downloaded first (other scripts, Bengali on an English page) download when text
 * needs them, as `@font-face` rules would (their unicode ranges).
 */
import inter from "@fontsource-variable/inter/index.css?inline";
import bengali400 from "@fontsource/noto-sans-bengali/400.css?inline";
import bengali600 from "@fontsource/noto-sans-bengali/600.css?inline";

/** The body's first family per language (web/styles.css) and a letter it shows: its faces come first. */
const SHOWN = { en: { family: "Inter Variable", letters: ["A"] }, bn: { family: "Noto Sans Bengali", letters: ["A", "ক"] } };

function descriptor(rule: string, name: string): string | undefined {
  return rule.match(new RegExp(`(?:^|[;{\\s])${name}:\\s*([^;}]+)`))?.[1]?.trim();
}

/** A `unicode-range` with its wildcards (`U+??`, as the CSS minifier writes `U+0000-00FF`) as ranges. */
function normalRange(range: string | undefined): string | undefined {
  return range?.replace(/U\+([0-9a-f]*)(\?+)/gi, (_, head: string, marks: string) => `U+${head}${"0".repeat(marks.length)}-${head}${"F".repeat(marks.length)}`);
}

/** Whether a `unicode-range` value (`U+0000-00FF,U+0131,…`) holds the letter. */
function covers(range: string | undefined, letter: string): boolean {
  if (!range) return true;
  const code = letter.codePointAt(0)!;
  return range.split(",").some((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
    return code >= parseInt(from!, 16) && code <= parseInt(to!, 16);
  });
}

type Face = { family: string; src: string; descriptors: FontFaceDescriptors };

function facesOf(css: string): Face[] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].flatMap(([, rule]) => {
    const family = descriptor(rule!, "font-family")?.replace(/["']/g, "");
    const src = descriptor(rule!, "src");
    if (!family || !src) return [];
    const descriptors: FontFaceDescriptors = {
      style: descriptor(rule!, "font-style") ?? "normal",
      weight: descriptor(rule!, "font-weight") ?? "normal",
      display: (descriptor(rule!, "font-display") as FontDisplay | undefined) ?? "swap",
      unicodeRange: descriptor(rule!, "unicode-range") ?? "U+0-10FFFF",
    };
    return [{ family, src, descriptors }];
  });
}

/**
 * A face built from its file's bytes, fetched first. `FontFace.load()` on a face built from its URL
 * makes the browser restyle and lay out the whole page as the download starts, though the face is not
 * in the page yet (Chromium; seen in Lighthouse's trace), which is the very layout this module saves.
 */
async function downloaded(face: Face): Promise<FontFace> {
  const url = face.src.match(/url\(\s*["']?([^"')]+)/)?.[1];
  if (!url) throw new Error(`no URL in ${face.src}`);
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  const loaded = new FontFace(face.family, await res.arrayBuffer(), face.descriptors);
  return loaded.load();
}

async function addFonts() {
  const faces = [inter, bengali400, bengali600].flatMap(facesOf);
  const shown = document.documentElement.lang === "bn" ? SHOWN.bn : SHOWN.en;
  const isFirst = (f: Face) => f.family === shown.family && shown.letters.some((l) => covers(normalRange(f.descriptors.unicodeRange), l));
  const first = await Promise.all(faces.map((f) => (isFirst(f) ? downloaded(f).catch(() => undefined) : undefined)));
  // One that failed (offline) is added from its URL like the rest: the browser tries again when text needs it.
  faces.forEach((f, i) => document.fonts.add(first[i] ?? new FontFace(f.family, f.src, f.descriptors)));
}

void addFonts();
