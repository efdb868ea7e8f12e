import { useTranslation, useTwins } from "@/shared/i18n/use-translation";
import { PROGRESS } from "@/shared/i18n/progress";
import { formatDate, type ProgressUpdate } from "@/shared/lib/contract";
import { ProjectImage } from "@/shared/components/project-image";
import YouTubeVideo from "@/shared/islands/youtube-video";
import { DetailSection } from "../features/projects/components/detail/detail-section";

type Update = Omit<ProgressUpdate, "scheduledBy">;

/**
 * "Construction progress" on a project's page (issue 45 item 4; docs/product.md §10): its approved
 * updates, newest first, as a timeline of server HTML. Far below the first screen: every photo loads
 * lazily at the width it shows, and each opens full size by a plain link; a video is the site's
 * click-to-play island. Nothing without updates.
 */
export function ProjectProgress({ name, updates }: { name: string; updates: Update[] | null }) {
  const { t, lang } = useTranslation(PROGRESS);
  const { twin, langOf } = useTwins();
  if (!updates?.length) return null;
  return (
    <DetailSection id="construction-progress" title={t("title")}>
      <p className="text-ink-700">{t("lead")}</p>
      <ol className="relative space-y-10 border-l-2 border-brand-300 pl-6 md:pl-8">
        {updates.map((u) => {
          const stage = t(`stages.${u.stage}`, { defaultValue: u.stage });
          const date = formatDate(u.date, lang);
          const text = twin(u, "text");
          return (
            <li key={u.uniId} className="relative space-y-3" data-testid="progress-update">
              <span className="absolute -left-[33px] top-1.5 size-4 rounded-full border-2 border-white bg-brand-500 md:-left-[41px]" aria-hidden="true" />
              <h3 className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-lg font-semibold text-ink-900">
                <time dateTime={u.date}>{date}</time>
                <span>{stage}</span>
                {u.building && <span className="text-base font-normal text-ink-700">{u.building}</span>}
              </h3>
              <p className="flex max-w-md items-center gap-3 text-sm font-semibold text-brand-700">
                <span>{t("complete", { percent: u.percent })}</span>
                <span className="h-2 flex-1 overflow-hidden rounded-full bg-brand-100" aria-hidden="true">
                  <span className="block h-full rounded-full bg-brand-500" style={{ width: `${u.percent}%` }} />
                </span>
              </p>
              {text.value && (
                <p lang={langOf(text)} className="max-w-3xl leading-relaxed text-ink-800">
                  {text.value}
                </p>
              )}
              {u.images.length > 0 && (
                <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
                  {u.images.map((src, i) => (
                    <li key={src} className="aspect-[4/3] overflow-hidden rounded-lg bg-brand-100">
                      <a href={src} className="block size-full">
                        <ProjectImage src={src} alt={t("photo", { name, stage, date, n: i + 1, total: u.images.length })} sizes="(min-width: 1024px) 280px, (min-width: 640px) 30vw, 45vw" />
                      </a>
                    </li>
                  ))}
                </ul>
              )}
              {u.videoLink && (
                <div className="max-w-xl">
                  <YouTubeVideo link={u.videoLink} poster={u.images[0] ?? null} title={t("video", { name, date })} />
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </DetailSection>
  );
}
