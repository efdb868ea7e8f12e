import { ContactForm } from "@/site/features/messages/components/contact-form";
import { island } from "@/shared/lib/island";

/** /contact's message form. */
export default island("contact-form", ContactForm);
