import { Info } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "@/shared/i18n/use-translation";
import { PROJECTS } from "@/shared/i18n/projects";
import { localizedPath } from "@/shared/lib/contract";
import { cn } from "@/shared/lib/utils";
import { Button } from "@/shared/components/ui/button";
import { useProjectCards } from "@/site/lib/use-project-cards";
import { mappableProjects } from "../lib/map-points";

// Leaflet, react-leaflet and leaflet.css live in this chunk; it is requested only once the map nears the viewport.
const LeafletMap = lazy(() => import("./map/leaflet-map"));

/** Starts loading a little before the map scrolls into view, so it is ready when the visitor arrives. */
function useNearViewport(margin = "400px") {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: margin });
    io.observe(el);
    return () => io.disconnect();
  }, [near, margin]);
  return [ref, near] as const;
}

/**
 * The projects map (docs/product.md §2 home section 10): a marker per approved project with valid
 * coordinates and a note counting those left off. 300 px tall on phones, 500 px from md up. The
 * projects are read from the API as the island runs (`useProjectCards`); the page gives the count of
 * those left off, which its HTML shows before any script.
 */
export default function ProjectsMap({ hidden: hiddenInPage, className }: { hidden: number; className?: string }) {
  const { t, lang } = useTranslation(PROJECTS);
  const [ref, near] = useNearViewport();
  const { projects, failed, retry } = useProjectCards();
  const { points, hidden } = projects ? mappableProjects(projects) : { points: [], hidden: hiddenInPage };
  const loading = <p className="text-sm font-medium text-ink-700">{t("map.loading")}</p>;

  return (
    <div className={cn("bg-white", className)} data-testid="projects-map">
      <div ref={ref} className="relative isolate h-[300px] overflow-hidden bg-ink-800/10 md:h-[500px]">
        {failed ? (
          <div className="flex size-full flex-col items-center justify-center gap-3 px-4 text-center" role="alert">
            <p className="text-sm font-medium text-ink-700">{t("listing.error")}</p>
            <Button type="button" variant="dark" size="sm" onClick={retry}>
              {t("listing.retry")}
            </Button>
          </div>
        ) : !near || !projects ? (
          <>
            {/* Without a script the map never comes: the page says so and points to the list (docs/product.md §2). */}
            <div className="flex size-full items-center justify-center" role="status" data-needs-script="">
              {loading}
            </div>
            <noscript>
              <div className="flex size-full flex-col items-center justify-center gap-2 px-4 text-center">
                <p className="text-sm font-medium text-ink-700">{t("map.needsScript")}</p>
                <a href={localizedPath("/projects", lang)} className="text-sm font-semibold text-brand-700 underline underline-offset-4">
                  {t("map.list")}
                </a>
              </div>
            </noscript>
          </>
        ) : (
          <Suspense fallback={<div className="flex size-full items-center justify-center" role="status">{loading}</div>}>
            <LeafletMap points={points} />
          </Suspense>
        )}
      </div>
      {hidden > 0 && (
        <p className="flex items-center gap-2 border-t border-border px-4 py-3 text-sm text-muted-foreground" data-testid="map-hidden-notice">
          <Info className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
          {t("map.hidden", { count: hidden })}
        </p>
      )}
    </div>
  );
}
