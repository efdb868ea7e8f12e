import { useTranslation } from "@/shared/i18n/use-translation";
import { COMMON } from "@/shared/i18n/common";
import { whatsappUrl } from "@/shared/config/paths";
import { useLayoutData } from "@/site/lib/site-data";

/** Floating chat button: WhatsApp is how Bangladeshi buyers expect to reach a developer. */
export function ChatButton() {
  const { t } = useTranslation(COMMON);
  const number = useLayoutData().contact?.whatsapp;
  if (!number) return null;
  return (
    <a
      href={whatsappUrl(number)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t("chat")}
      title={t("chat")}
      className="fixed bottom-5 right-5 z-30 grid size-14 place-items-center rounded-full bg-[#1fa855] text-white shadow-xl shadow-black/25 transition-transform hover:scale-105 focus-visible:scale-105"
    >
      {/* WhatsApp's speech bubble with a handset, drawn inline (no brand icon in lucide). */}
      <svg viewBox="0 0 32 32" className="size-7" aria-hidden="true" focusable="false">
        <path
          d="M16 3.5A12.4 12.4 0 0 0 5.3 22.2L3.6 28.4l6.4-1.7A12.4 12.4 0 1 0 16 3.5Zm0 22.6c-1.9 0-3.7-.5-5.3-1.5l-.4-.2-3.8 1 1-3.7-.2-.4A10.2 10.2 0 1 1 16 26.1Z"
          fill="currentColor"
        />
        <path
          d="M21.7 18.6c-.3-.2-1.8-.9-2.1-1-.3-.1-.5-.2-.7.2l-1 1.2c-.2.2-.4.2-.7.1a8.4 8.4 0 0 1-4.2-3.6c-.3-.5.3-.5.9-1.6.1-.2 0-.4 0-.5l-1-2.3c-.2-.6-.5-.5-.7-.5h-.6c-.2 0-.5.1-.8.4-.3.3-1 1-1 2.5s1.1 2.9 1.2 3.1c.2.2 2.1 3.3 5.2 4.6 1.9.8 2.7.9 3.6.7.6-.1 1.8-.7 2-1.4.3-.7.3-1.3.2-1.4l-.3-.5Z"
          fill="currentColor"
        />
      </svg>
    </a>
  );
}
