import { ArrowUpDown, Building, Car, Compass, Grid2x2, LandPlot, Layers, MapPin, Route, Ruler, type LucideIcon } from "lucide-react";
import { Localized, useTranslation, useTwins } from "@/shared/i18n/use-translation";
import { PROJECTS } from "@/shared/i18n/projects";
import { formatArea, type TwinField } from "@/shared/lib/contract";
import { cn } from "@/shared/lib/utils";
import type { ProjectWithDetails, ProjectDetails } from "../../lib/project-with-details";
import { DetailSection } from "./detail-section";

const WIDE = new Set(["projectType", "address"]);
/** Sizes: shown with the other unit beside them, katha for square feet and back (issue 31). */
const AREAS = new Set(["landarea", "apartmentSize"]);

type Field = { key: "projectType" | (TwinField<ProjectDetails> & string); icon: LucideIcon };

// docs/product.md §2: the ten fields, in this order.
const FIELDS: Field[] = [
  { key: "projectType", icon: Building },
  { key: "address", icon: MapPin },
  { key: "landarea", icon: LandPlot },
  { key: "facing", icon: Compass },
  { key: "road", icon: Route },
  { key: "unitPerFloor", icon: Grid2x2 },
  { key: "apartmentSize", icon: Ruler },
  { key: "storied", icon: Layers },
  { key: "lift", icon: ArrowUpDown },
  { key: "parking", icon: Car },
];

/** The ten-field overview grid: Project Type, Address, Landarea, Facing, Road, … Parking. */
export function ProjectOverview({ project, details }: { project: ProjectWithDetails; details: ProjectDetails }) {
  const { t } = useTranslation(PROJECTS);
  const { twin } = useTwins();
  const category = t(`categories.${project.category}`, { defaultValue: project.category });
  // Each staff text in the page's language (its English where untranslated, marked so).
  const valueOf = (key: Field["key"]) => {
    if (key === "projectType") return category || "—";
    const value = twin(details, key) as { value: string; lang: "en" | "bn" };
    if (!value.value) return "—";
    return <Localized twin={value}>{(text) => (AREAS.has(key) ? formatArea(text, value.lang) : text)}</Localized>;
  };
  return (
    <DetailSection id="overview" title={t("detail.overview")}>
      <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-xl bg-border ring-1 ring-border lg:grid-cols-5" data-testid="overview-grid">
        {FIELDS.map(({ key, icon: Icon }) => (
          // On phones the two long values (type and address) take a full row; the rest pair up.
          <div key={key} className={cn("bg-white p-4 sm:p-5", WIDE.has(key) && "col-span-2 lg:col-span-1")}>
            <dt className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
              <Icon className="size-5 shrink-0 text-brand-600" aria-hidden="true" />
              {t(`fields.${key}`)}
            </dt>
            <dd className="mt-1.5 break-words font-medium text-ink-900 sm:pl-7">{valueOf(key)}</dd>
          </div>
        ))}
      </dl>
    </DetailSection>
  );
}
