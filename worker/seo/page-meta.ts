import { CONTENT_TYPE_INFO, type ContentType, contentPath, contentTypeOfSegment } from "../contract/content-types";
import type { Db } from "../db/client";
import { projects } from "../db/schema/index";
import { isApproved } from "../lib/approved";
import { contentKind, listContent } from "../lib/content";
import { findProjectDetailsOrNull } from "../lib/project-details";
import { listProjects } from "../lib/projects";
import { DEFAULT_DESCRIPTION, type PageMeta, SITE_NAME, absolute, summary } from "./head-tags";
import { and, eq } from "drizzle-orm";

const LISTS: Record<string, { name: string; description: string }> = {
  "/projects": { name: "All Projects", description: "Ready apartments, projects under construction and land share for flat by UDAY in Dhaka." },
  "/about": { name: "About", description: "About UDAY, a joint-venture apartment developer in Dhaka." },
  "/contact": { name: "Contact", description: "Contact UDAY: visit, call or write to us about apartments and land share in Dhaka." },
  "/blog": { name: "Blogs", description: "Blogs from UDAY about apartments, land share and living in Dhaka." },
  "/news-event": { name: "News & Events", description: "News and events from UDAY." },
  "/coverage": { name: "Coverage", description: "UDAY in the press and media coverage." },
};

const crumbs = (origin: string, trail: Array<{ name: string; path: string }>) => ({
  "@type": "BreadcrumbList",
  itemListElement: [{ name: "Home", path: "/" }, ...trail].map((c, i) => ({
    "@type": "ListItem",
    position: i + 1,
    name: c.name,
    item: absolute(origin, c.path),
  })),
});

const organization = (origin: string) => ({
  "@type": "Organization",
  name: SITE_NAME,
  url: absolute(origin, "/"),
  description: DEFAULT_DESCRIPTION,
});

/**
 * The meta and JSON-LD of a public path, read straight from the database with
 * the request's own client (no HTTP to itself); null: not a public page or no such approved item.
 */
export async function pageMeta(db: Db, path: string, origin: string): Promise<PageMeta | null> {
  if (path === "/") {
    const list = await listProjects(db, isApproved(projects.status));
    const hero = list.find((p) => p.mainImage)?.mainImage ?? null;
    return {
      title: "UDAY | Joint Venture Apartments in Dhaka",
      description: DEFAULT_DESCRIPTION,
      path: "/",
      image: hero,
      jsonLd: [organization(origin), { "@type": "WebSite", name: SITE_NAME, url: absolute(origin, "/") }],
    };
  }
  const list = LISTS[path];
  if (list) return listPage(path, list, origin);
  const project = /^\/projects\/([^/]+)$/.exec(path);
  if (project) return projectPage(db, decodeURIComponent(project[1]!), origin);
  const content = /^\/([^/]+)\/([^/]+)$/.exec(path);
  const type = content ? contentTypeOfSegment(content[1]!) : null;
  if (content && type) return contentPage(db, type, decodeURIComponent(content[2]!), origin);
  return null;
}

function listPage(path: string, list: { name: string; description: string }, origin: string): PageMeta {
  return {
    title: `${list.name} | ${SITE_NAME}`,
    description: list.description,
    path,
    jsonLd: [crumbs(origin, [{ name: list.name, path }])],
  };
}

async function projectPage(db: Db, uniId: string, origin: string): Promise<PageMeta | null> {
  const [project] = await listProjects(db, and(eq(projects.uniId, uniId), isApproved(projects.status)));
  if (!project) return null;
  const details = await findProjectDetailsOrNull(db, project.uniId);
  const paragraphs = details?.description ?? [];
  const description = summary(paragraphs[0]) || summary(`${project.name}: ${project.category} in ${project.location}, Dhaka, by UDAY.`);
  const path = `/projects/${encodeURIComponent(project.uniId)}`;
  const image = project.mainImage ?? details?.headerImage[0] ?? null;
  const [lat, lng] = (project.locationCode ?? "").split(",").map(Number);
  const geo = Number.isFinite(lat) && Number.isFinite(lng) && project.locationCode ? { "@type": "GeoCoordinates", latitude: lat, longitude: lng } : undefined;
  return {
    title: `${project.name} | ${SITE_NAME}`,
    description,
    path,
    image,
    lcpImage: image,
    jsonLd: [
      {
        "@type": "ApartmentComplex",
        name: project.name,
        description,
        url: absolute(origin, path),
        ...(image ? { image: absolute(origin, image) } : {}),
        address: { "@type": "PostalAddress", streetAddress: details?.address || project.location, addressLocality: "Dhaka", addressCountry: "BD" },
        ...(geo ? { geo } : {}),
      },
      crumbs(origin, [{ name: "All Projects", path: "/projects" }, { name: project.name, path }]),
    ],
  };
}

async function contentPage(db: Db, type: ContentType, uniId: string, origin: string): Promise<PageMeta | null> {
  const kind = contentKind(type);
  const [item] = await listContent(db, kind, and(eq(kind.table.uniId, uniId), isApproved(kind.table.status)));
  if (!item) return null;
  const list = LISTS[`/${CONTENT_TYPE_INFO[type].segment}`]!;
  const path = contentPath(type, item.uniId);
  const description = summary(item.mainDescription[0]) || list.description;
  return {
    title: `${item.title} | ${SITE_NAME}`,
    description,
    path,
    image: item.mainImage,
    lcpImage: item.mainImage,
    type: "article",
    jsonLd: [
      {
        "@type": type === "blog" ? "BlogPosting" : "NewsArticle",
        headline: item.title,
        description,
        image: [absolute(origin, item.mainImage)],
        datePublished: item.createdAt,
        dateModified: item.updatedAt,
        url: absolute(origin, path),
        publisher: organization(origin),
      },
      crumbs(origin, [{ name: list.name, path: `/${CONTENT_TYPE_INFO[type].segment}` }, { name: item.title, path }]),
    ],
  };
}
