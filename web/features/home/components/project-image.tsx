import { useId, useState } from "react";
import { cn } from "@/lib/utils";

type Props = { src: string | null | undefined; alt: string; className?: string; eager?: boolean; sizes?: string };

/** A drawn skyline for projects without a photo (or whose photo fails): no extra request. */
export function ImagePlaceholder({ className }: { className?: string }) {
  const sky = useId();
  return (
    <svg viewBox="0 0 120 80" preserveAspectRatio="xMidYMid slice" className={cn("bg-ink-800", className)} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={sky} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1d3557" />
          <stop offset="1" stopColor="#0b1a2e" />
        </linearGradient>
      </defs>
      <rect width="120" height="80" fill={`url(#${sky})`} />
      <circle cx="92" cy="20" r="7" fill="#c09a3e" opacity="0.8" />
      <g fill="#13253f" stroke="#c09a3e" strokeOpacity="0.35" strokeWidth="0.6">
        <rect x="18" y="34" width="18" height="46" />
        <rect x="40" y="22" width="22" height="58" />
        <rect x="66" y="40" width="16" height="40" />
        <rect x="86" y="30" width="16" height="50" />
      </g>
      <g fill="#dcc58c" opacity="0.55">
        {[28, 36, 44, 52, 60].map((y) => (
          <g key={y}>
            <rect x="45" y={y} width="3" height="3" />
            <rect x="53" y={y} width="3" height="3" />
            <rect x="91" y={y + 4} width="3" height="3" />
          </g>
        ))}
      </g>
    </svg>
  );
}

/** A project photo, lazy unless it is the first thing on screen; the caller's box reserves its size. */
export function ProjectImage({ src, alt, className, eager = false, sizes }: Props) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return <ImagePlaceholder className={cn("block", className)} />;
  return (
    <img
      src={src}
      alt={alt}
      width={1200}
      height={800}
      sizes={sizes}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn("object-cover", className)}
    />
  );
}
