import { useTranslation, useTwins } from "@/shared/i18n/use-translation";
import { PROJECTS } from "@/shared/i18n/projects";
import ImageGallery from "@/shared/islands/image-gallery";
import YouTubeVideo from "@/shared/islands/youtube-video";
import type { ProjectDetails, ProjectWithDetails } from "../features/projects/lib/project-with-details";
import { DetailSection } from "../features/projects/components/detail/detail-section";

/** Project Floor Plan: 4 drawings, then "More.." / "Show Less..", each opening in the lightbox. */
export function FloorPlans({ project, details }: { project: ProjectWithDetails; details: ProjectDetails }) {
  const { t } = useTranslation(PROJECTS);
  const { text } = useTwins();
  if (details.floorPlan.length === 0) return null;
  const title = t("detail.floorPlan");
  return (
    <DetailSection id="floor-plan" title={title}>
      <ImageGallery
        title={title}
        fit="contain"
        images={details.floorPlan.map((src, i) => {
          const caption = t("detail.floorPlanCaption", { name: text(project, "name"), n: i + 1, total: details.floorPlan.length });
          return { src, alt: caption, caption };
        })}
      />
    </DetailSection>
  );
}

/** Virtual Visit: construction/progress photos (4, then the toggle) and the project's videos. */
export function VirtualVisit({ project, details }: { project: ProjectWithDetails; details: ProjectDetails }) {
  const { t } = useTranslation(PROJECTS);
  const { text } = useTwins();
  const videos = details.youtubeEmbededLink;
  if (details.historyImage.length === 0 && videos.length === 0) return null;
  const title = t("detail.virtualVisit");
  const poster = details.headerImage[0] ?? project.mainImage;
  return (
    <DetailSection id="virtual-visit" title={title}>
      {details.historyImage.length > 0 && (
        <ImageGallery
          title={title}
          images={details.historyImage.map((src, i) => {
            const caption = t("detail.visitCaption", { name: text(project, "name"), n: i + 1, total: details.historyImage.length });
            return { src, alt: caption, caption };
          })}
        />
      )}
      {videos.length > 0 && (
        <ul className="grid gap-6 md:grid-cols-2" data-testid="videos">
          {videos.map((link, i) => (
            <li key={`${link}-${i}`}>
              <YouTubeVideo link={link} poster={poster} title={t("video.title", { name: text(project, "name"), n: i + 1 })} />
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}
