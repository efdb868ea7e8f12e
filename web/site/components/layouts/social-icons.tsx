import { useTranslation } from "@/shared/i18n/use-translation";
import { COMMON } from "@/shared/i18n/common";
import { useLayoutData } from "@/site/lib/site-data";
import { cn } from "@/shared/lib/utils";

/** lucide dropped brand icons, so the three marks are drawn here (24×24, currentColor). */
const ICONS = {
  facebook: (
    <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.9v3h2.6V21h3Z" fill="currentColor" />
  ),
  instagram: (
    <g fill="none" stroke="currentColor" strokeWidth="1.9">
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
    </g>
  ),
  youtube: (
    <g>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" fill="currentColor" />
      <path d="m10 9 5 3-5 3V9Z" fill="#0b1a2e" />
    </g>
  ),
} as const;

type Network = keyof typeof ICONS;
const NETWORKS: Network[] = ["facebook", "instagram", "youtube"];

export function SocialIcons({ className, size = "md" }: { className?: string; size?: "sm" | "md" }) {
  const { t } = useTranslation(COMMON);
  const data = useLayoutData().contact;
  const networks = NETWORKS.filter((n) => data?.[n]);
  if (!data) return null;
  return (
    // `className` names the display itself (the top bar's "hidden lg:flex"): two display classes would both apply.
    <ul className={cn("items-center gap-2", className ?? "flex")}>
      {networks.map((n) => (
        <li key={n}>
          <a
            href={data[n]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t(`social.${n}`)}
            className={cn(
              "social-link",
              size === "sm" ? "size-8" : "size-10",
            )}
          >
            <svg viewBox="0 0 24 24" className={size === "sm" ? "size-4" : "size-5"} aria-hidden="true" focusable="false">
              {ICONS[n]}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
