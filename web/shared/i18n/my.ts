import { namespace } from "./index";
import english from "./en/my.json";

/** The buyer portal's pages, /my and a booking's (issue 46; docs/product.md §11 "Buyer portal pages"). */
export const MY = namespace("my", english);
