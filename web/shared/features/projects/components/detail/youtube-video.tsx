import { Play } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "@/shared/i18n/use-translation";
import { PROJECTS } from "@/shared/i18n/projects";
import { youtubePlayerSrc } from "../../lib/youtube";
import { ProjectImage } from "@/shared/components/project-image";

/**
 * A video that costs nothing until asked for: a poster (the project's own photo) with a play
 * button; the YouTube player is created only on click, then takes the focus.
 */
export function YouTubeVideo({ link, title, poster }: { link: string; title: string; poster: string | null }) {
  const { t } = useTranslation(PROJECTS);
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const src = youtubePlayerSrc(link);
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);
  if (!src) return null;

  return (
    <div className="relative aspect-video overflow-hidden rounded-xl bg-ink-900 shadow-lg">
      {playing ? (
        <iframe
          ref={frame}
          src={src}
          title={title}
          className="absolute inset-0 size-full"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button type="button" onClick={() => setPlaying(true)} className="group absolute inset-0" aria-label={t("video.play", { title })} data-testid="video-poster">
          <ProjectImage src={poster} alt="" sizes="(min-width: 1280px) 50vw, 100vw" className="opacity-70 transition duration-500 group-hover:scale-105 group-hover:opacity-60" />
          <span className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-white">
            <span className="flex size-16 items-center justify-center rounded-full bg-brand-500 text-ink-900 shadow-xl ring-8 ring-white/20 transition group-hover:scale-110">
              <Play className="ml-1 size-7 fill-current" aria-hidden="true" />
            </span>
            <span className="text-sm font-semibold drop-shadow">{title}</span>
          </span>
        </button>
      )}
    </div>
  );
}
