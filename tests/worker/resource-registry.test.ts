import { readdirSync, readFileSync } from "node:fs";
import { z } from "zod";
import { describe, expect, it } from "vitest";
import { aboutUpdate } from "../../worker/contract/about-update";
import { ACTIVITY_RESOURCES } from "../../worker/contract/activity";
import { bannerCreate } from "../../worker/contract/banners";
import { STATUSES } from "../../worker/contract/constants";
import { contactInformationUpdate } from "../../worker/contract/contact-information";
import { contentCreate } from "../../worker/contract/content";
import { contentDetailsCreate } from "../../worker/contract/content-details";
import { CONTENT_TYPE_INFO, CONTENT_TYPES } from "../../worker/contract/content-types";
import { menuCreate } from "../../worker/contract/menus";
import { projectDetailsCreate } from "../../worker/contract/project-details";
import { progressCreate } from "../../worker/contract/progress";
import { projectCreate } from "../../worker/contract/projects";
import { PUBLISHABLE, RESOURCE_NAMES, RESOURCES, type ResourceName, TRASHABLE } from "../../worker/contract/resources";
import { ITEM_RESOURCES } from "../../worker/contract/revisions";
import { MENU_IDS } from "../../worker/contract/roles";
import { TRASH_RESOURCE_LABELS, TRASH_RESOURCES } from "../../worker/contract/trash";
import { userCreate } from "../../worker/contract/users";
import { ITEM_KINDS } from "../../worker/lib/item-kinds";
import { TRASH_KINDS } from "../../worker/lib/trash-kinds";
import { PREFIXES } from "../../worker/routes/preview";

const sorted = (xs: Iterable<string>) => [...xs].sort();

/** Issue 44: one registry (worker/contract/resources.ts) states each resource once; the other lists follow it. */
describe("the resource registry", () => {
  it("drives the publishable items: revisions' and preview's resources, their kinds and id prefixes", () => {
    expect(sorted(ITEM_RESOURCES)).toEqual(sorted(["projects", "banner", "blog", "news-event", "coverage", "progress"]));
    expect(sorted(Object.keys(ITEM_KINDS))).toEqual(sorted(ITEM_RESOURCES));
    for (const name of PUBLISHABLE) {
      const kind = ITEM_KINDS[RESOURCES[name].path];
      expect(kind, name).toMatchObject({ resource: RESOURCES[name].path, activity: name, menu: RESOURCES[name].menu });
    }
    expect(PREFIXES).toEqual({ PRJ: "projects", PDT: "projects", BNR: "banner", BLG: "blog", NEV: "news-event", COV: "coverage", PRG: "progress" });
  });

  it("drives the activity log's resources, the Trash's kinds and the content types", () => {
    expect(ACTIVITY_RESOURCES).toEqual(RESOURCE_NAMES);
    expect(sorted(TRASH_RESOURCES)).toEqual(sorted(Object.keys(TRASH_KINDS)));
    expect(TRASH_RESOURCE_LABELS).toEqual({
      projects: "Project",
      "project-details": "Project details",
      banner: "Banner",
      blog: "Blog",
      "news-event": "News event",
      coverage: "Coverage",
      "cnb-details": "Content details",
      dashboards: "Menu",
      messages: "Lead",
      users: "User",
      progress: "Progress update",
    });
    for (const name of TRASHABLE) expect(TRASH_KINDS[RESOURCES[name].path].activity, name).toBe(name);
    for (const type of CONTENT_TYPES) {
      const { resource, segment, menu, uniIdPrefix } = CONTENT_TYPE_INFO[type];
      expect({ segment, menu, uniIdPrefix }).toEqual({ segment: RESOURCES[resource].path, menu: RESOURCES[resource].menu, uniIdPrefix: RESOURCES[resource].prefix });
      expect(RESOURCES[resource].publishable).toBe(true);
    }
  });

  it("names only menus of the permission model, and one path and one prefix per resource", () => {
    const menus: readonly string[] = Object.values(MENU_IDS);
    const paths = RESOURCE_NAMES.map((n) => RESOURCES[n].path).filter(Boolean);
    const prefixes = RESOURCE_NAMES.map((n) => RESOURCES[n].prefix).filter(Boolean);
    for (const name of RESOURCE_NAMES) if (RESOURCES[name].menu) expect(menus, name).toContain(RESOURCES[name].menu);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const name of RESOURCE_NAMES) {
      const partOf = (RESOURCES[name] as { partOf?: string }).partOf;
      if (partOf) expect(RESOURCE_NAMES, name).toContain(partOf);
    }
  });

  // Drift checks: what the registry states that lives elsewhere too and cannot be derived from it.

  it("states the statuses of docs/product.md §4, each one the contract's field knows", () => {
    const product = readFileSync(new URL("../../docs/product.md", import.meta.url), "utf8").replace(/\s+/g, " ");
    expect(product).toContain(`Project forms offer ${RESOURCES.projects.statuses.join(", ")};`);
    expect(RESOURCES.banners.statuses).toContain("archived");
    expect(RESOURCES.banners.statuses).not.toContain("archive");
    for (const name of ["blogs", "coverage", "news-events"] as const) {
      expect(RESOURCES[name].statuses).toContain("archive");
      expect(RESOURCES[name].statuses).not.toContain("archived");
    }
    for (const name of RESOURCE_NAMES) for (const s of RESOURCES[name].statuses ?? []) expect(STATUSES, name).toContain(s);
    // Every item that is approved has a status; nothing else does.
    for (const name of RESOURCE_NAMES) expect(RESOURCES[name].statuses !== null, name).toBe(RESOURCES[name].publishable);
  });

  it("says which resources have Bengali twins as their contracts do", () => {
    const schemas: Partial<Record<ResourceName, z.ZodType>> = {
      projects: projectCreate,
      "project-details": projectDetailsCreate,
      banners: bannerCreate,
      blogs: contentCreate,
      coverage: contentCreate,
      "news-events": contentCreate,
      "content-details": contentDetailsCreate,
      menus: menuCreate,
      about: aboutUpdate,
      "contact-information": contactInformationUpdate,
      users: userCreate,
      progress: progressCreate,
    };
    for (const [name, schema] of Object.entries(schemas)) {
      const fields = Object.keys((z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as { properties?: object }).properties ?? {});
      expect(fields.some((f) => f.endsWith("Bn")), name).toBe(RESOURCES[name as ResourceName].twins);
    }
  });

  it("is where every generated id prefix is named", () => {
    const root = new URL("../../worker/", import.meta.url);
    const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".ts"));
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) expect(readFileSync(new URL(file, root), "utf8"), file).not.toMatch(/newUniId\("/);
  });

  it("keys rows by uniId for every resource with an id prefix, menus by their API's uni_id, the rest by id", () => {
    for (const name of RESOURCE_NAMES) {
      const { prefix, key } = RESOURCES[name] as { prefix: string | null; key: string };
      if (prefix !== null) expect(key, name).toBe("uniId");
      else expect(key, name).toBe(name === "menus" ? "uni_id" : "id");
    }
    // The menus' API rows carry the id as uni_id (their create body names it so).
    expect(Object.keys(menuCreate.shape)).toContain("uni_id");
  });
});
