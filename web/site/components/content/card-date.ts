import { formatDate, parseLanguage } from "@/shared/lib/contract";

/**
 * Card dates use the en-US long month (docs/product.md §2, §9): "March 5, 2026". The day is the one in Dhaka,
 * where the company and nearly all visitors are, so a late-evening post never shows tomorrow's date
 * to one visitor and today's to another. Bengali pages get the same date with Bengali month names and
 * digits ("৫ মার্চ, ২০২৬"): the one local format, worker/contract/local-formats.ts.
 */
export const formatCardDate = (iso: string | null | undefined, language = "en"): string => formatDate(iso, parseLanguage(language));
