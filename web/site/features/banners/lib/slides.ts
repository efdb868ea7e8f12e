import type { Banner, BannerProject, LanguageCode } from "@/shared/lib/contract";
import { twinsFor } from "@/site/lib/twins-for";

/**
 * A banner as the home slider shows it: its words, its picture or video, and the project it links to
 * (name, address, thumbnail). The slider is an island, so its props are in the page (issue 47): the
 * API's whole banner (status, schedule, dates, the project's category) was 2.6 KB of the home page's
 * HTML for nothing it shows, and an English page carried every Bengali twin.
 */
export type Slide = Pick<Banner, "uniId" | "title" | "titleBn" | "description" | "descriptionBn" | "imagesVideos"> & {
  project: Pick<BannerProject, "uniId" | "name" | "nameBn" | "mainImage"> | null;
};

/** `banners` as slides for a page in `lang`: an English page shows no Bengali twin (contract/twins.ts), so it carries none. */
export function slidesOf(banners: Banner[] | null, lang: LanguageCode): Slide[] | null {
  if (!banners) return null;
  return banners.map((b) =>
    twinsFor(
      {
        uniId: b.uniId,
        title: b.title,
        titleBn: b.titleBn,
        description: b.description,
        descriptionBn: b.descriptionBn,
        imagesVideos: b.imagesVideos,
        project: b.project && twinsFor({ uniId: b.project.uniId, name: b.project.name, nameBn: b.project.nameBn, mainImage: b.project.mainImage }, lang),
      },
      lang,
    ),
  );
}
