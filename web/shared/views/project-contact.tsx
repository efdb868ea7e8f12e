import { CalendarCheck, FileDown, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation, useTwins } from "@/shared/i18n/use-translation";
import { PROJECTS } from "@/shared/i18n/projects";
import { Link } from "@/shared/lib/router";
import { Button } from "@/shared/components/ui/button";
import { paths, telUrl } from "@/shared/config/paths";
import { formatPhone } from "@/shared/lib/contract";
import MapFrame from "@/shared/islands/map-frame";
import type { ProjectDetails, ProjectWithDetails } from "../features/projects/lib/project-with-details";
import { DetailSection } from "../features/projects/components/detail/detail-section";

const MAP_BOX = "h-72 w-full border-0 bg-ink-800 lg:h-full lg:min-h-96";

/**
 * Contact Us: Download Brochure, "Schedule a Meeting" (to /contact?project={uniId}, so the message
 * names the project), the call number, the map, and the site-visit form the page passes in.
 */
export function ProjectContact({ project, details, hotline, visitForm }: { project: ProjectWithDetails; details: ProjectDetails; hotline: string; visitForm?: ReactNode }) {
  const { t } = useTranslation(PROJECTS);
  const { text } = useTwins();
  const brochure = details.brochure[0];
  const number = details.number || hotline;
  return (
    <DetailSection id="contact" title={t("detail.contactUs")}>
      <div className="grid overflow-hidden rounded-2xl bg-ink-900 text-white lg:grid-cols-2">
        <div className="flex flex-col justify-center gap-6 p-6 sm:p-10">
          <p className="text-2xl font-semibold leading-snug">{t("detail.contactLead", { name: text(project, "name") })}</p>
          <p className="text-white/75">{t("detail.contactText")}</p>
          {number && (
          <a href={telUrl(number)} className="group flex items-center gap-4" data-testid="call-number">
            <span className="flex size-12 items-center justify-center rounded-full bg-brand-500 text-ink-900">
              <Phone className="size-5" aria-hidden="true" />
            </span>
            <span>
              <span className="block text-xs uppercase tracking-wider text-white/70">{t("detail.callUs")}</span>
              <span className="text-xl font-semibold tabular-nums group-hover:text-brand-300">{formatPhone(number)}</span>
            </span>
          </a>
          )}
          <div className="flex flex-wrap gap-3">
            {brochure && (
              <Button asChild>
                <a href={brochure} download target="_blank" rel="noopener">
                  <FileDown aria-hidden="true" />
                  {t("detail.downloadBrochure")}
                </a>
              </Button>
            )}
            <Button asChild variant="outlineLight">
              <Link to={`${paths.contact()}?project=${encodeURIComponent(project.uniId)}`}>
                <CalendarCheck aria-hidden="true" />
                {t("detail.schedule")}
              </Link>
            </Button>
          </div>
        </div>
        {details.map && (
          <MapFrame src={details.map} title={t("detail.mapTitle", { name: text(project, "name") })} referrerPolicy="no-referrer-when-downgrade" className={MAP_BOX} testId="map-embed" />
        )}
      </div>
      {/* #visit: a flat's "Ask about this flat" leads here (issue 45). */}
      {visitForm && (
        <div id="visit" className="mt-6 scroll-mt-28">
          {visitForm}
        </div>
      )}
    </DetailSection>
  );
}
