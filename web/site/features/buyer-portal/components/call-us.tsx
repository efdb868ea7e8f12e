import { Phone } from "lucide-react";
import { useTranslation } from "@/shared/i18n/use-translation";
import { MY } from "@/shared/i18n/my";
import { formatPhone, telHref } from "@/shared/lib/contract";

/** Whom the buyer calls (docs/product.md §11): the company's hotline as a tel: link (Latin digits, as every phone number). */
export function CallUs({ phone }: { phone: string | null }) {
  const { t } = useTranslation(MY);
  return (
    <aside aria-labelledby="call-heading" className="rounded-2xl bg-ink-900 p-5 text-white sm:p-6">
      <h2 id="call-heading" className="text-lg font-bold">
        {t("call.heading")}
      </h2>
      {phone ? (
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 text-white/90">
          {t("call.text")}
          <a href={telHref(phone)} className="inline-flex items-center gap-2 rounded-md bg-brand-500 px-4 py-2 font-semibold text-ink-900 tabular-nums hover:bg-brand-600">
            <Phone className="size-4" aria-hidden="true" />
            {formatPhone(phone)}
          </a>
        </p>
      ) : (
        <p className="mt-2 text-white/90">{t("call.none")}</p>
      )}
    </aside>
  );
}
