import { EmiCalculator } from "@/site/features/units/components/emi-calculator";
import { island } from "@/shared/lib/island";

/** A flat's bank-loan EMI calculator: a GET form the worker answers, live once it hydrates near the viewport. */
export default island("emi-calculator", EmiCalculator, { near: true });
