import { ContactForm } from "@/features/messages/components/contact-form";
import { island } from "@/lib/island";

/** /contact's message form. */
export default island("contact-form", ContactForm);
