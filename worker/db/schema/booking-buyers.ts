import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { BuyerLanguage } from "../../contract/bookings";
import { bookings } from "./bookings";
import { id } from "./columns";

/** The buyers of a booking, in order (the first is the main buyer). `nationalId`: an NID or passport number. */
export const bookingBuyers = sqliteTable(
  "booking_buyers",
  {
    id: id(),
    bookingId: integer("bookingId")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    email: text("email"),
    address: text("address").notNull(),
    nationalId: text("nationalId"),
    /** The language their reminders are written in. */
    language: text("language").$type<BuyerLanguage>().notNull().default("en"),
  },
  (t) => [index("booking_buyers_booking_idx").on(t.bookingId, t.position)],
);
