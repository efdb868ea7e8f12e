import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { Extra, FloorPremium } from "../../contract/payment-plan";
import { createdAt, id } from "./columns";
import { projectRef } from "./projects";

/**
 * A project's price lists (issue 45): every PUT adds a version and none is changed, so the history
 * stays; the newest (highest id) is the current one. Whole taka (docs/decisions.md "Money in whole taka").
 */
export const priceLists = sqliteTable(
  "price_lists",
  {
    id: id(),
    projectUniId: projectRef(),
    ratePerSft: integer("ratePerSft").notNull(),
    floorPremiums: text("floorPremiums", { mode: "json" }).$type<FloorPremium[]>().notNull(),
    extras: text("extras", { mode: "json" }).$type<Extra[]>().notNull(),
    showPrices: integer("showPrices", { mode: "boolean" }).notNull(),
    /** The staff user who saved it (no foreign key: the history outlives a deleted user). */
    createdBy: integer("createdBy").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("price_lists_project_idx").on(t.projectUniId, t.id)],
);
