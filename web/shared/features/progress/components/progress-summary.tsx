import { useTranslation } from "@/shared/i18n/use-translation";
import { PROGRESS } from "@/shared/i18n/progress";
import type { ProgressSummary as Summary } from "@/shared/lib/contract";

/**
 * A project card's latest construction update (issue 45 item 4): "Structure · 60%" ("কাঠামো · ৬০%"), the
 * stage and percent of the newest approved update (worker/lib/progress.ts `withProgress`); nothing without one.
 */
export function ProgressSummary({ progress }: { progress: Summary | null | undefined }) {
  const { t } = useTranslation(PROGRESS);
  if (!progress) return null;
  const stage = t(`stages.${progress.stage}`, { defaultValue: progress.stage });
  return (
    <p className="flex items-center gap-2 text-xs font-semibold text-ink-700" data-testid="progress-summary">
      <span className="sr-only">{t("summaryLabel", { stage, percent: progress.percent })}</span>
      <span aria-hidden="true">{t("summary", { stage, percent: progress.percent })}</span>
      <span className="h-1.5 flex-1 overflow-hidden rounded-full bg-brand-100" aria-hidden="true">
        <span className="block h-full rounded-full bg-brand-500" style={{ width: `${progress.percent}%` }} />
      </span>
    </p>
  );
}
