import { AtSign, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Localized, useTranslation, useTwins } from "@/shared/i18n/use-translation";
import { PAGES } from "@/shared/i18n/pages";
import { telUrl } from "@/shared/config/paths";
import type { ContactInformation } from "@/shared/lib/contract";
import { displayPhone } from "../lib/display-phone";

/** Phone, email, social handle and address of the contact block, each one tap away. */
export function ContactDetails({ info }: { info: ContactInformation }) {
  const { t } = useTranslation(PAGES);
  const { twin } = useTwins();
  const phone = displayPhone(info.phone);
  const others = [...new Set(info.phones.map(displayPhone))].filter((p) => p && p !== phone);
  return (
    <ul className="grid gap-4 min-[640px]:max-[1001px]:grid-cols-2">
      {phone && (
        <Item icon={<Phone />} label={t("contact.phone")}>
          <a href={telUrl(phone)} className="text-lg font-semibold text-white hover:text-brand-300">{phone}</a>
          {others.length > 0 && (
            <span className="mt-1 block text-sm text-white/75">
              {others.map((p, i) => (
                <span key={p}>
                  {i > 0 && ", "}
                  <a href={telUrl(p)} className="hover:text-brand-300">{p}</a>
                </span>
              ))}
            </span>
          )}
        </Item>
      )}
      {info.email && (
        <Item icon={<Mail />} label={t("contact.email")}>
          <a href={`mailto:${info.email}`} className="font-semibold break-all text-white hover:text-brand-300">{info.email}</a>
        </Item>
      )}
      {info.socialHandle && (
        <Item icon={<AtSign />} label={t("contact.social")}>
          {info.facebook ? (
            <a href={info.facebook} target="_blank" rel="noopener noreferrer" className="font-semibold text-white hover:text-brand-300">
              {info.socialHandle}
              <span className="sr-only"> {t("contact.newTab")}</span>
            </a>
          ) : (
            <span className="font-semibold text-white">{info.socialHandle}</span>
          )}
        </Item>
      )}
      {info.address && (
        <Item icon={<MapPin />} label={t("contact.address")}>
          <Localized as="address" twin={twin(info, "address")} className="leading-relaxed text-white not-italic" />
        </Item>
      )}
    </ul>
  );
}

function Item({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-xl bg-white/5 p-4 ring-1 ring-white/10 backdrop-blur-sm">
      <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-500 text-ink-900 [&_svg]:size-5">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-[0.16em] text-brand-300 uppercase">{label}</p>
        <div className="mt-1">{children}</div>
      </div>
    </li>
  );
}
