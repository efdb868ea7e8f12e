import { useTranslation } from "@/shared/i18n/use-translation";
import { PAGES } from "@/shared/i18n/pages";

/**
 * The `website` trap the API expects (worker/contract/messages.ts): off screen, hidden from
 * assistive technology, out of the tab order and never autofilled, so only bots fill it in.
 */
export function Honeypot({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation(PAGES);
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
      <label htmlFor="contact-website">{t("contact.form.honeypot")}</label>
      <input
        id="contact-website"
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
