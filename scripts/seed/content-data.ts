import type { UploadFolder } from "../../worker/contract/folders";
import type { blogs, contentDetails, newsEvents } from "../../worker/db/schema/index";
import { type ArticleBn, BLOGS_BN, COVERAGE_BN, NEWS_EVENTS_BN } from "./articles-bn";
import { BLOGS, type Article } from "./blog-text";
import { COVERAGE } from "./coverage-text";
import { ago, spread } from "./dates";
import type { MasterName } from "./images";
import type { MediaPlan } from "./media";
import { NEWS_EVENTS } from "./news-text";
import { youtubeEmbed } from "./project-details-data";
import { uniIdOf } from "./projects-data";

type ContentRow = typeof blogs.$inferInsert;
type NewsRow = typeof newsEvents.$inferInsert;
type DetailRow = typeof contentDetails.$inferInsert;
type ContentType = DetailRow["contentType"];

const CLIPS = ["Xc8vR2nLq5E", "p4TgH7wZk0s", "Lm3bQ9yVd6A", "e1JuS5oNr8W"] as const;

/** Content images are 1200x675: 16:9 masters are resized, the event scenes are drawn at that size. */
function contentImage(m: MediaPlan, folder: UploadFolder, master: MasterName): string {
  if (master.startsWith("event-") || master.startsWith("city-")) return m.img(folder, master);
  if (/^(tower|plot|stage|room)-/.test(master)) return m.img(folder, master, "content");
  throw new Error(`${master} is not a content illustration`);
}

function build(
  m: MediaPlan, now: Date, list: Article[], twins: ArticleBn[], prefix: string, folder: UploadFolder, type: ContentType, details: DetailRow[],
): ContentRow[] {
  return list.map((a, i) => {
    const bn = twins[i]!;
    const uniId = `${prefix}-${String(i + 1).padStart(4, "0")}`;
    const createdAt = ago(now, a.days, 2 + spread(i, 8));
    if (a.details) {
      details.push({
        uniId: `CND-${String(details.length + 1).padStart(4, "0")}`,
        foreignKey: uniId,
        contentType: type,
        detailsDescription: a.details,
        detailsDescriptionBn: bn.details ?? [],
        projectLink: a.project === undefined ? "" : `/projects/${uniIdOf(a.project)}`,
        youtubeLink: spread(i + prefix.length, 3) > 0 ? youtubeEmbed(CLIPS[i % CLIPS.length]!) : "",
        images: a.gallery.map((g) => contentImage(m, "cnbDetailsImage", g)),
        createdAt,
        updatedAt: ago(now, Math.max(0, a.days - 1)),
      });
    }
    return {
      uniId,
      title: a.title,
      titleBn: bn.title,
      mainDescription: a.main,
      mainDescriptionBn: bn.main,
      mainImage: contentImage(m, folder, a.image),
      status: a.pending ? "pending" : "approved",
      createdAt,
      updatedAt: ago(now, Math.max(0, a.days - 1)),
    };
  });
}

export function contentRows(m: MediaPlan, now: Date) {
  const details: DetailRow[] = [];
  const blogRows = build(m, now, BLOGS, BLOGS_BN, "BLG", "blogImages", "blog", details);
  const coverageRows = build(m, now, COVERAGE, COVERAGE_BN, "COV", "coverageImages", "coverage", details);
  const newsRows: NewsRow[] = build(m, now, NEWS_EVENTS, NEWS_EVENTS_BN, "NEV", "newsEventImages", "news_event", details).map((row, i) => ({
    ...row,
    tag: NEWS_EVENTS[i]?.tag ?? "news",
  }));
  return { blogs: blogRows, coverage: coverageRows, newsEvents: newsRows, contentDetails: details };
}
