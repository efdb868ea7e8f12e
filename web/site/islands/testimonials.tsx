import { Testimonials } from "@/site/features/home/components/testimonials";
import { island } from "@/shared/lib/island";

/** Home's testimonials and their controls. */
export default island("testimonials", Testimonials, { near: true });
