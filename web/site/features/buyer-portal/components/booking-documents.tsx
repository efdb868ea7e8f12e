import { FileText } from "lucide-react";
import { useTranslation } from "@/shared/i18n/use-translation";
import { MY } from "@/shared/i18n/my";
import { formatDate, formatNumber } from "@/shared/lib/contract";
import { myPaths } from "../lib/money";
import { PortalSection } from "./portal-section";

/** A file staff shared with the buyer on a booking (an allotment letter, the agreement), as the booking's answer lists it. */
export type MyDocument = { id: number | string; name: string; size: number; uploadedAt: string };

/**
 * The documents staff shared with the buyer (docs/product.md §11): each a private file to download.
 * Nothing when the booking has none (or the answer has no such list).
 */
export function BookingDocuments({ bookingId, documents }: { bookingId: number; documents: MyDocument[] | undefined }) {
  const { t, lang } = useTranslation(MY);
  if (!documents?.length) return null;
  return (
    <PortalSection id="documents" title={t("documents.heading")}>
      <ul className="space-y-2">
        {documents.map((d) => (
          <li key={d.id} className="flex items-start gap-3 rounded-xl border border-border bg-white p-4">
            <FileText className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
            <div>
              <a href={myPaths.document(bookingId, d.id)} download className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-600">
                {d.name}
              </a>
              <p className="text-sm text-ink-700">{t("documents.size", { size: formatNumber(Math.max(1, Math.round(d.size / 1024)), lang, 0), date: formatDate(d.uploadedAt, lang) })}</p>
            </div>
          </li>
        ))}
      </ul>
    </PortalSection>
  );
}
