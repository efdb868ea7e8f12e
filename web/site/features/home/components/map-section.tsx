import type { ReactNode } from "react";
import { HomeSection } from "./section-heading";

/** Home section 10's frame: the heading; the page passes in the map. */
export function MapSection({ children }: { children: ReactNode }) {
  return (
    <HomeSection name="map" className="bg-muted py-20 lg:py-24">
      <div className="mt-10">{children}</div>
    </HomeSection>
  );
}
