import type { LandUnit, LeadKind, LeadLanguage, LeadStatus, Message } from "@/shared/lib/contract";

/** How the Leads screen names a lead's status and kind (docs/product.md §7). */
export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  visit: "Site visit",
  negotiating: "Negotiating",
  won: "Won",
  lost: "Lost",
};

export const KIND_LABELS: Record<LeadKind, string> = { contact: "Message", visit: "Site visit request", landowner: "Land proposal" };

/** Which site a lead was sent from (issue 42: a Bengali speaker is called back in Bengali). */
export const LANGUAGE_LABELS: Record<LeadLanguage, string> = { en: "English site", bn: "Bengali site" };

/** A lead's project as staff know it: its name, else its id (a project since removed), else "". */
export const projectLabel = (m: Pick<Message, "projectName" | "projectUniId">) => m.projectName ?? m.projectUniId ?? "";

/** A visit's half of the day, as the lead shows it. */
export const SLOT_LABELS = { morning: "Morning", afternoon: "Afternoon" } as const;

const UNIT_LABELS: Record<LandUnit, string> = { katha: "katha", decimal: "decimal", sft: "sft" };

/** A landowner's land in one line: "Mirpur, Road 5 · 5 katha (3,600 sft) · road 30 ft · joint / inherited"; "" for other leads. */
export function landLine(m: Pick<Message, "landArea" | "landAddress" | "landSize" | "landUnit" | "landSizeSft" | "roadWidthFt" | "ownership">): string {
  if (!m.landArea || m.landSize === null || !m.landUnit) return "";
  const sft = m.landUnit === "sft" ? "" : ` (${(m.landSizeSft ?? 0).toLocaleString("en-US")} sft)`;
  return [
    [m.landArea, m.landAddress].filter(Boolean).join(", "),
    `${m.landSize.toLocaleString("en-US")} ${UNIT_LABELS[m.landUnit]}${sft}`,
    m.roadWidthFt !== null ? `road ${m.roadWidthFt} ft` : "",
    m.ownership === "joint" ? "joint / inherited" : m.ownership === "single" ? "single owner" : "",
  ]
    .filter(Boolean)
    .join(" · ");
}
