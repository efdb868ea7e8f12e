import { CONTENT_TYPE_INFO, type ContentType, contentPath, contentTypeOfSegment } from "../contract/content-types";
import type { ContentItem } from "../contract/content";
import type { ProjectDetails } from "../contract/project-details";
import type { Project } from "../contract/projects";
import type { PublicPage } from "../contract/public-pages";
import type { PageData } from "../contract/public-reads";
import { type PageRoute, readBody } from "../pages/load-page";
import { DEFAULT_DESCRIPTION, type PageMeta, SITE_NAME, absolute, summary } from "./head-tags";

const LISTS: Record<string, { name: string; description: string }> = {
  "/projects": { name: "All Projects", description: "Ready apartments, projects under construction and land share for flat by UDAY in Dhaka." },
  "/about": { name: "About", description: "About UDAY, a joint-venture apartment developer in Dhaka." },
  "/landowner": {
    name: "Landowners",
    description: "Offer your land in Dhaka to UDAY for joint-venture development: a share of the finished flats, approvals handled by us.",
  },
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
 * The head of a public page (title, description, canonical, share card, JSON-LD), built from the
 * data its loader read (worker/pages/load-page.ts), the same data its body is rendered from; null
 * when the item it shows is not there (not approved, or no such id).
 */
export function pageMeta(page: PublicPage["page"], route: PageRoute, data: PageData, origin: string): PageMeta | null {
  switch (page) {
    case "home": {
      const list = (readBody(data, "projects") as Project[] | undefined) ?? [];
      return {
        title: "UDAY | Joint Venture Apartments in Dhaka",
        description: DEFAULT_DESCRIPTION,
        path: "/",
        image: list.find((p) => p.mainImage)?.mainImage ?? null,
        jsonLd: [organization(origin), { "@type": "WebSite", name: SITE_NAME, url: absolute(origin, "/") }],
      };
    }
    case "project-detail": {
      const project = readBody(data, "projectDetails") as (Project & { details: ProjectDetails | null }) | undefined;
      return project ? projectPage(project, origin) : null;
    }
    case "content-detail": {
      const item = readBody(data, "contentItem") as ContentItem | undefined;
      const type = contentTypeOfSegment(route.path.split("/")[1]!);
      return item && type ? contentPage(type, item, origin) : null;
    }
    default:
      return listPage(route.path, LISTS[route.path]!, origin);
  }
}

function listPage(path: string, list: { name: string; description: string }, origin: string): PageMeta {
  return {
    title: `${list.name} | ${SITE_NAME}`,
    description: list.description,
    path,
    jsonLd: [crumbs(origin, [{ name: list.name, path }])],
  };
}

function projectPage(project: Project & { details: ProjectDetails | null }, origin: string): PageMeta {
  const { details } = project;
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

function contentPage(type: ContentType, item: ContentItem, origin: string): PageMeta {
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
