import { toList } from "@/shared/lib/contract";
import type { About, ContactInformation, ContentItem, ProjectDetails } from "@/shared/lib/contract";

/**
 * The web's one place where list fields are made lists (docs/product.md §3: a JSON string, a plain string or
 * an array may arrive), applied by every public query before a page sees the data, so no page can crash
 * on a string where it maps an array. Pure; tests/web/lists.test.ts.
 */
export { toList };

/** A copy of `record` whose named fields are lists, whatever arrived. */
export function withLists<T extends object, K extends keyof T>(record: T, fields: readonly K[]): T {
  const out = { ...record };
  for (const f of fields) (out as Record<K, unknown>)[f] = toList(record[f]);
  return out;
}

/** A JSON array of objects that may arrive as JSON text; anything else is an empty list. */
function objects(value: unknown): Record<string, unknown>[] {
  let v = value;
  if (typeof v === "string") {
    try {
      v = JSON.parse(v);
    } catch {
      return [];
    }
  }
  return Array.isArray(v) ? v.filter((x): x is Record<string, unknown> => !!x && typeof x === "object" && !Array.isArray(x)) : [];
}

const text = (v: unknown) => (typeof v === "string" ? v : "");

export const contactInformationLists = (c: ContactInformation): ContactInformation => withLists(c, ["phones", "businesses"]);

export const projectDetailsLists = (d: ProjectDetails): ProjectDetails =>
  withLists(d, ["headerImage", "description", "commonFeatures", "apartmentContains", "floorPlan", "historyImage", "brochure", "youtubeEmbededLink"]);

export function contentItemLists(item: ContentItem): ContentItem {
  const details = item.details ? withLists(item.details, ["detailsDescription", "images"]) : null;
  return { ...withLists(item, ["mainDescription"]), details };
}

export function aboutLists(a: About): About {
  const mgmt = (typeof a.management === "string" ? objects(`[${a.management}]`)[0] : a.management) as Record<string, unknown> | undefined;
  return {
    ...a,
    description: toList(a.description),
    // The Bengali twins travel inside each block (docs/decisions.md "Bengali twins of staff-written texts").
    target: objects(a.target).map((t) => ({ title: text(t.title), titleBn: text(t.titleBn), image: text(t.image), description: toList(t.description), descriptionBn: toList(t.descriptionBn) })),
    management: {
      members: objects(mgmt?.members).map((m) => ({
        name: text(m.name),
        nameBn: text(m.nameBn),
        designation: text(m.designation),
        designationBn: text(m.designationBn),
        speech: text(m.speech),
        speechBn: text(m.speechBn),
        image: text(m.image),
      })),
      description: toList(mgmt?.description),
      descriptionBn: toList(mgmt?.descriptionBn),
    },
    ourTeam: objects(a.ourTeam).map((t) => ({ image: text(t.image), description: text(t.description), descriptionBn: text(t.descriptionBn) })),
  };
}
