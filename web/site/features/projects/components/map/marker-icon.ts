import { divIcon } from "leaflet";

// lucide's map-pin, drawn inline: Leaflet's default icon points at image files that a bundle
// cannot resolve, and an inline SVG costs no request at all.
const PIN = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="34" height="34" aria-hidden="true" focusable="false"><path d="M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0" fill="#0b1a2e" stroke="#c09a3e" stroke-width="1.6"/><circle cx="12" cy="10" r="3" fill="#c09a3e"/></svg>`;

/** A marker icon whose text (for screen readers) is the project's name, set as text, never as HTML. */
export function projectMarkerIcon(name: string) {
  const el = document.createElement("span");
  el.className = "block drop-shadow-md transition-transform duration-200 hover:scale-110";
  el.innerHTML = PIN;
  const label = document.createElement("span");
  label.className = "sr-only";
  label.textContent = name;
  el.appendChild(label);
  return divIcon({ html: el, className: "uday-marker", iconSize: [34, 34], iconAnchor: [17, 33] });
}
