import { encode } from "uqr";

/**
 * A QR code drawn in the browser (uqr) as one SVG path: the secret never leaves for a QR service,
 * and no inline markup or data: URL is needed under the Content-Security-Policy.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { data, size } = encode(value, { ecc: "M", border: 2 });
  let d = "";
  data.forEach((row, y) => row.forEach((dark, x) => dark && (d += `M${x} ${y}h1v1h-1z`)));
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} className="size-48 rounded-md bg-white" shapeRendering="crispEdges" data-testid="totp-qr">
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
