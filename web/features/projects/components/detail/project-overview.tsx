import { ArrowUpDown, Building, Car, Compass, Grid2x2, LandPlot, Layers, MapPin, Route, Ruler, type LucideIcon } from "lucide-react";
import { useTranslation } from "@/i18n/use-translation";
import { PROJECTS } from "@/i18n/projects";
import { cn } from "@/lib/utils";
import type { ProjectWithDetails, ProjectDetails } from "../../api/get-project-details";
import { DetailSection } from "./detail-section";

const WIDE = new Set(["projectType", "address"]);

type Field = { key: string; icon: LucideIcon; value: (d: ProjectDetails) => string };

// docs/product.md §2: the ten fields, in this order.
const FIELDS: Field[] = [
  { key: "projectType", icon: Building, value: () => "" },
  { key: "address", icon: MapPin, value: (d) => d.address },
  { key: "landarea", icon: LandPlot, value: (d) => d.landarea },
  { key: "facing", icon: Compass, value: (d) => d.facing },
  { key: "road", icon: Route, value: (d) => d.road },
  { key: "unitPerFloor", icon: Grid2x2, value: (d) => d.unitPerFloor },
  { key: "apartmentSize", icon: Ruler, value: (d) => d.apartmentSize },
  { key: "storied", icon: Layers, value: (d) => d.storied },
  { key: "lift", icon: ArrowUpDown, value: (d) => d.lift },
  { key: "parking", icon: Car, value: (d) => d.parking },
];

/** The ten-field overview grid: Project Type, Address, Landarea, Facing, Road, … Parking. */
export function ProjectOverview({ project, details }: { project: ProjectWithDetails; details: ProjectDetails }) {
  const { t } = useTranslation(PROJECTS);
  const category = t(`categories.${project.category}`, { defaultValue: project.category });
  return (
    <DetailSection id="overview" title={t("detail.overview")}>
      <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-xl bg-border ring-1 ring-border lg:grid-cols-5" data-testid="overview-grid">
        {FIELDS.map(({ key, icon: Icon, value }) => (
          // On phones the two long values (type and address) take a full row; the rest pair up.
          <div key={key} className={cn("bg-white p-4 sm:p-5", WIDE.has(key) && "col-span-2 lg:col-span-1")}>
            <dt className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
              <Icon className="size-5 shrink-0 text-brand-600" aria-hidden="true" />
              {t(`fields.${key}`)}
            </dt>
            <dd className="mt-1.5 break-words font-medium text-ink-900 sm:pl-7">{(key === "projectType" ? category : value(details)) || "—"}</dd>
          </div>
        ))}
      </dl>
    </DetailSection>
  );
}
