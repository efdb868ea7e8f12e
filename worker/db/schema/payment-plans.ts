import { index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "./columns";
import { projectRef } from "./projects";

/** A project's payment plans (issue 45), in `position` order; a PUT replaces them all. */
export const paymentPlans = sqliteTable(
  "payment_plans",
  {
    id: id(),
    projectUniId: projectRef(),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    bookingPercent: real("bookingPercent").notNull(),
    downPaymentPercent: real("downPaymentPercent").notNull(),
    installments: integer("installments").notNull(),
    intervalMonths: integer("intervalMonths").notNull(),
    handoverPercent: real("handoverPercent").notNull(),
    oneTimeDiscountPercent: real("oneTimeDiscountPercent").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("payment_plans_project_idx").on(t.projectUniId, t.position)],
);
