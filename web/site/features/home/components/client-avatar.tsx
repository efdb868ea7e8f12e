/** Drawn head-and-shoulders portraits (no stock photos to download); one palette per client. */
const PALETTES = [
  { bg: "#dfe7ee", skin: "#c68642", hair: "#1b1411", cloth: "#1f2a3a" },
  { bg: "#efe4d6", skin: "#a0693c", hair: "#2a1d17", cloth: "#b03a48" },
  { bg: "#dcebe6", skin: "#d49a6a", hair: "#17120f", cloth: "#1e5d6e" },
] as const;

export function ClientAvatar({ index, className }: { index: number; className?: string }) {
  const p = PALETTES[index % PALETTES.length]!;
  return (
    <svg viewBox="0 0 80 80" className={className} aria-hidden="true" focusable="false">
      <rect width="80" height="80" fill={p.bg} />
      <path d="M10 80c2-16 14-24 30-24s28 8 30 24Z" fill={p.cloth} />
      <rect x="34" y="44" width="12" height="12" rx="4" fill={p.skin} />
      <ellipse cx="40" cy="34" rx="13" ry="15" fill={p.skin} />
      {index === 1 ? (
        // A scarf-style head covering for the second client.
        <path d="M25 36c0-13 7-19 15-19s15 6 15 19c0 6-2 12-4 16h-3c2-4 3-9 3-14 0-7-5-12-11-12s-11 5-11 12c0 5 1 10 3 14h-3c-2-4-4-10-4-16Z" fill={p.hair} />
      ) : (
        <path d="M27 32c0-10 6-15 13-15s13 5 13 15c-3-5-8-7-13-7s-10 2-13 7Z" fill={p.hair} />
      )}
    </svg>
  );
}
