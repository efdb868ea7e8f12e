import { VisitForm } from "@/site/features/messages/components/visit-form";
import { island } from "@/shared/lib/island";

/** A project page's "Schedule a site visit" form. */
export default island("visit-form", VisitForm, { near: true });
