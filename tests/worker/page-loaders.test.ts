import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGES } from "../../worker/contract/public-pages";
import type { PageData } from "../../worker/contract/public-reads";
import { about, banners, blogs, contactInformation, coverage, newsEvents, projectDetails, projects } from "../../worker/db/schema/index";
import type { RenderPage } from "../../worker/env";
import { pageData } from "../../worker/pages/public-reads";
import { createTestDb, type Db } from "../helpers/db";

/**
 * Each public page is rendered from its loader's data alone (docs/decisions.md, "One loader per
 * page"): the renderer is called here with no app behind it, so a page that asked the API for
 * anything its loader did not read could not render. Uses the renderer `vite build` makes.
 */
let db: Db;
let close: () => Promise<void>;
let renderPage: RenderPage;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  ({ renderPage } = (await import("../../dist/server/entry-server.js")) as { renderPage: RenderPage });
  await db.insert(projects).values([
    { uniId: "PRJ-1", name: "UDAY Nilachol", status: "approved", category: "Ready Apartment", location: "Uttara", locationCode: "23.87,90.39", detail: true },
    { uniId: "PRJ-2", name: "UDAY Hidden", status: "pending", category: "Ready Apartment", location: "Banani" },
  ]);
  await db.insert(projectDetails).values({ uniId: "PDT-1", foreignKey: "PRJ-1", description: ["Twelve storeys by the lake."], apartmentSize: "950" });
  await db.insert(contactInformation).values({ image: "", phone: "+8801700000000", phones: [], email: "info@uday.example", socialHandle: "", address: "Uttara, Dhaka", mapEmbed: "" });
  await db.insert(about).values({ headerImage: "", name: "UDAY", title: "Who we are", description: ["We build homes."], target: [], management: { members: [], description: [] }, ourTeam: [] });
  await db.insert(banners).values({ uniId: "BNR-1", title: "Lake view", imagesVideos: "/im/bannerImages/b.webp", status: "approved" });
  const item = (prefix: string, title: string) => ({ uniId: `${prefix}-1`, title, mainDescription: [`${title}, told in full.`], mainImage: "/im/x/a.webp", status: "approved" });
  await db.insert(blogs).values(item("BLG", "Buying in Dhaka"));
  await db.insert(newsEvents).values({ ...item("NEV", "Handover day"), tag: "event" });
  await db.insert(coverage).values(item("COV", "UDAY in the press"));
});
afterAll(() => close());

/** A path of each page of the list, and what its page shows. */
const EXAMPLES: Record<string, { path: string; query?: string; shows: string }> = {
  "/": { path: "/", shows: "Lake view" },
  "/projects": { path: "/projects", shows: "UDAY Nilachol" },
  "/projects/:uniId": { path: "/projects/PRJ-1", shows: "Twelve storeys by the lake." },
  "/about": { path: "/about", shows: "We build homes." },
  "/contact": { path: "/contact", shows: "info@uday.example" },
  "/landowner": { path: "/landowner", shows: "How a joint venture works" },
  "/blog": { path: "/blog", shows: "Buying in Dhaka" },
  "/blog/:uniId": { path: "/blog/BLG-1", shows: "Buying in Dhaka, told in full." },
  "/news-event": { path: "/news-event", shows: "Handover day" },
  "/news-event/:uniId": { path: "/news-event/NEV-1", shows: "Handover day, told in full." },
  "/coverage": { path: "/coverage", shows: "UDAY in the press" },
  "/coverage/:uniId": { path: "/coverage/COV-1", shows: "UDAY in the press, told in full." },
  "/button": { path: "/button", shows: "Every button variant, size and state used across the UDAY website, in one place." },
  // Signed out (no buyer in the reads' view): the sign-in; tests/worker/buyer-portal-pages.test.ts signs in.
  "/my": { path: "/my", shows: "Sign in to see your flat" },
  "/my/bookings/:id": { path: "/my/bookings/1", shows: "Sign in to see your flat" },
};

/** The worker's reads for one page, as a request makes them (the renderer runs the page's loaders through them). */
const reads = () => pageData(db, { now: new Date() });
const request = (path: string) => new Request(`https://www.uday.example${path}`);

describe("each public page, from its loader's data alone", () => {
  it("has an example here for every page of the registry", () => {
    expect(Object.keys(EXAMPLES).sort()).toEqual(PUBLIC_PAGES.map((p) => p.path).sort());
  });

  for (const { path } of PUBLIC_PAGES) {
    it(`renders ${path} whole, with its own content`, async () => {
      const example = EXAMPLES[path]!;
      const rendered = await renderPage(request(example.query ? `${example.path}?${example.query}` : example.path), reads(), "en");
      expect(rendered).not.toBeNull();
      expect(rendered!.html).toContain(example.shows);
    });
  }

  it("renders the listing's size band with each project's details, which the list does not carry", async () => {
    const data = reads();
    const rendered = await renderPage(request("/projects?size=0-1000"), data, "en");
    expect(rendered?.html).toContain("UDAY Nilachol");
    expect(data.reads.map((r) => r.read).sort()).toEqual(["bannerStatics", "contactInformation", "projectDetails", "projects"]);
  });

  it("reads the projects once although the menu and the listing both show them", async () => {
    const data = reads();
    await renderPage(request("/projects?size=0-1000"), data, "en");
    expect(data.reads.filter((r) => r.read === "projects")).toHaveLength(1);
  });

  it("keeps an item visitors may not see as the API's 404, never its content", async () => {
    const data = reads();
    await renderPage(request("/projects/PRJ-2"), data, "en");
    const read = data.reads.find((r) => r.read === "projectDetails")!;
    expect(read.status).toBe(404);
    expect(JSON.stringify(read.body)).not.toContain("UDAY Hidden");
  });

  it("is not rendered when the page needs a read the worker cannot make", async () => {
    const data = reads();
    await renderPage(request("/projects/PRJ-1"), data, "en");
    // Only the reads already made, and no way to make another.
    const without: PageData = { reads: data.reads.filter((r) => r.read !== "projectDetails") };
    expect(await renderPage(request("/projects/PRJ-1"), without, "en")).toBeNull();
  });
});
