import { and, desc, eq, type SQL } from "drizzle-orm";
import type { Banner } from "../contract/banners";
import type { Db } from "../db/client";
import { banners, projects } from "../db/schema/index";
import { fail } from "./errors";
import { isApproved, type ReadView } from "./approved";

/**
 * Banners with their linked project's name, category and image in one query (a left join).
 * For visitors (`publicView`: their clock) only live banners, and a project that is not live is not revealed.
 */
export async function listBanners(db: Db, opts: { publicView: ReadView | false; where?: SQL }): Promise<Banner[]> {
  const joinOn = opts.publicView
    ? and(eq(projects.uniId, banners.foreignKey), isApproved(projects, opts.publicView))
    : eq(projects.uniId, banners.foreignKey);
  const rows = await db
    .select({
      banner: banners,
      project: { uniId: projects.uniId, name: projects.name, nameBn: projects.nameBn, category: projects.category, mainImage: projects.mainImage },
    })
    .from(banners)
    .leftJoin(projects, joinOn)
    .where(and(opts.publicView ? isApproved(banners, opts.publicView) : undefined, opts.where))
    .orderBy(desc(banners.createdAt), desc(banners.id));
  return rows.map(({ banner, project }) => ({
    ...banner,
    foreignKey: project ? banner.foreignKey : opts.publicView ? null : banner.foreignKey,
    project: project ?? null,
  }));
}

export async function findBanner(db: Db, uniId: string): Promise<Banner> {
  const [found] = await listBanners(db, { publicView: false, where: eq(banners.uniId, uniId) });
  if (!found) fail(404, "Banner not found.");
  return found;
}
