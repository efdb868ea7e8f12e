import { Testimonials } from "@/features/home/components/testimonials";
import { island } from "@/lib/island";

/** Home's testimonials and their controls. */
export default island("testimonials", Testimonials, { near: true });
