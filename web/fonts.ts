/**
 * The site's web fonts, imported by the entry once the first screen is painted (web/main.tsx), not
 * with the page's stylesheet: Inter's 48 KB otherwise downloaded beside the first screen's image on a
 * phone's thin connection. Text paints in the system's sans-serif first and takes Inter when it comes
 * (the faces are `font-display: swap`); the two are close enough that nothing moves (CLS 0).
 */
import "@fontsource-variable/inter";
// Bengali glyphs download only when Bengali text is on screen (unicode-range).
import "@fontsource/noto-sans-bengali/400.css";
import "@fontsource/noto-sans-bengali/600.css";
