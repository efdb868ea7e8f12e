import { BengaliMissingBadge, lacksBengali } from "@/dashboard/components/bilingual/translation-status";
import type { Column } from "@/dashboard/components/data-table/types";
import { StatusBadge } from "@/dashboard/components/status-badge";
import { PublishingActions } from "@/dashboard/components/publishing/publishing-actions";
import { formatDate, type ProgressUpdate } from "@/shared/lib/contract";

/** A stage's English word (the dashboard is in English; the site's words are web/shared/i18n/{en,bn}/progress.json). */
export const stageLabel = (stage: string) => stage.charAt(0).toUpperCase() + stage.slice(1);

/** An update whose text has no Bengali twin yet. */
export const progressLacksBengali = (u: ProgressUpdate) => !!u.text && lacksBengali(u, ["text"]);

/** The Progress screen's columns: date, stage and percent, status, and the publishing cell (preview on the project's page). */
export const progressColumns = (page: string): Column<ProgressUpdate>[] => [
  {
    id: "date",
    header: "Date",
    cell: (u) => (
      <>
        <span className="font-medium text-ink-900">{formatDate(u.date, "en")}</span>
        {u.building && <span className="block text-xs text-muted-foreground">{u.building}</span>}
        {progressLacksBengali(u) && <BengaliMissingBadge />}
      </>
    ),
    sortValue: (u) => u.date,
  },
  { id: "stage", header: "Stage", cell: (u) => `${stageLabel(u.stage)} · ${u.percent}%`, sortValue: (u) => u.percent },
  { id: "status", header: "Status", cell: (u) => <StatusBadge status={u.status} />, sortValue: (u) => u.status.toLowerCase(), className: "w-32" },
  {
    id: "publishing",
    header: "Publishing",
    cell: (u) => <PublishingActions resource="progress" item={u} label={`${stageLabel(u.stage)} ${u.percent}% (${u.date})`} lists={[["progress"]]} page={page} />,
  },
];

/** The search box looks in the date, stage, building, text, status and id. */
export const progressSearchFields = (u: ProgressUpdate) => [u.date, u.stage, u.building, u.text, u.status, u.uniId];
