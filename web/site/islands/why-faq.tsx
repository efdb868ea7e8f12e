import { WhyFaq } from "@/site/features/home/components/why-faq";
import { island } from "@/shared/lib/island";

/** Home's "Why Is Joint Venture…" questions: one open at a time. */
export default island("why-faq", WhyFaq, { near: true });
