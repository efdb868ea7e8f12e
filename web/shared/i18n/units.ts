import { namespace } from "./index";
import english from "./en/units.json";

/** A project page's flats (issue 45): the availability grid, its filters, a flat's price, plans and EMI. */
export const UNITS = namespace("units", english);
