import { useHydrated } from "@/shared/lib/use-hydrated";

type MapFrameProps = { src: string; title: string; className: string; referrerPolicy?: React.HTMLAttributeReferrerPolicy; allowFullScreen?: boolean; testId?: string };

/**
 * A Google Maps embed (a link the API checked). The served page holds only its room, so nothing moves
 * when it arrives; the lazy frame is added once the island hydrates (web/shared/islands/map-frame.tsx), so a
 * served page never starts the maps' process and connection before its first paint.
 */
export function MapFrame({ src, title, className, referrerPolicy = "strict-origin-when-cross-origin", allowFullScreen, testId }: MapFrameProps) {
  const hydrated = useHydrated();
  if (!hydrated) return <div className={className} />;
  return <iframe src={src} title={title} loading="lazy" referrerPolicy={referrerPolicy} allowFullScreen={allowFullScreen} className={className} data-testid={testId} />;
}
