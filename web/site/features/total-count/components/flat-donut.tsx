import type { Segment } from "../lib/flat-segments";

const COLORS: Record<Segment["key"], string> = { handover: "#c09a3e", construction: "#dcc58c", upcoming: "#5b6475" };
const R = 70;
const C = 2 * Math.PI * R;

/** An SVG ring of the planned flats; the numbers beside it carry the meaning for screen readers. */
export function FlatDonut({ segments, center, caption }: { segments: Segment[]; center: string; caption: string }) {
  // Each arc starts where the ones before it end.
  const arcs: { segment: Segment; length: number; offset: number }[] = [];
  let offset = 0;
  for (const segment of segments) {
    const length = segment.share * C;
    arcs.push({ segment, length, offset });
    offset += length;
  }
  return (
    <svg viewBox="0 0 180 180" className="size-full" aria-hidden="true" focusable="false">
      <circle cx="90" cy="90" r={R} fill="none" stroke="rgba(255,255,255,0.08)" strokeWidth="18" />
      <g transform="rotate(-90 90 90)">
        {arcs.map(({ segment, length, offset }) => (
          <circle
            key={segment.key}
            cx="90"
            cy="90"
            r={R}
            fill="none"
            stroke={COLORS[segment.key]}
            strokeWidth="18"
            strokeDasharray={`${Math.max(0, length - 2)} ${C}`}
            strokeDashoffset={-offset}
          />
        ))}
      </g>
      <text x="90" y="88" textAnchor="middle" className="fill-white text-[30px] font-bold">
        {center}
      </text>
      <text x="90" y="110" textAnchor="middle" className="fill-white/70 text-[10px] uppercase tracking-widest">
        {caption}
      </text>
    </svg>
  );
}

export const SEGMENT_COLORS = COLORS;
