import { imageSrcSet } from "@/shared/lib/contract";
import { Play } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "@/shared/i18n/use-translation";
import { PAGES } from "@/shared/i18n/pages";

type Props = { src: string; title: string; poster?: string };

/**
 * A YouTube embed that costs nothing until asked for: the iframe (and YouTube's ~1 MB of script)
 * loads only after the visitor clicks, which matters on a slow mobile connection.
 */
export function VideoEmbed({ src, title, poster }: Props) {
  const { t } = useTranslation(PAGES);
  const [playing, setPlaying] = useState(false);
  const url = `${src}${src.includes("?") ? "&" : "?"}autoplay=1`;
  return (
    <div className="relative aspect-video overflow-hidden rounded-2xl bg-ink-900 shadow-lg">
      {playing ? (
        <iframe
          src={url}
          title={t("detail.videoTitle", { title })}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 size-full border-0"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 flex size-full items-center justify-center"
        >
          {poster && (
            <img src={poster} srcSet={imageSrcSet(poster)} sizes="(min-width: 896px) 848px, 100vw" alt="" width={1200} height={675} loading="lazy" decoding="async" className="absolute inset-0 size-full object-cover opacity-50" />
          )}
          <span className="relative flex flex-col items-center gap-3 text-white">
            <span className="flex size-16 items-center justify-center rounded-full bg-brand-500 text-ink-900 shadow-xl transition-transform group-hover:scale-110 sm:size-20">
              <Play aria-hidden="true" className="size-7 translate-x-0.5 fill-current sm:size-8" />
            </span>
            <span className="text-sm font-semibold tracking-wide drop-shadow">{t("detail.playVideo")}</span>
          </span>
        </button>
      )}
    </div>
  );
}
