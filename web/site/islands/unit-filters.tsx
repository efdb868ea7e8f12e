import { UnitFilters } from "@/site/features/units/components/unit-filters";
import { island } from "@/shared/lib/island";

/** A project page's flat filters: they hide and show the server-rendered grid's cells. */
export default island("unit-filters", UnitFilters, { near: true });
