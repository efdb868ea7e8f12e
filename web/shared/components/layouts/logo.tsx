import { useTranslation } from "@/shared/i18n/use-translation";
import { COMMON } from "@/shared/i18n/common";
import { Link } from "@/shared/lib/router";
import { company } from "@/shared/config/site";
import { paths } from "@/shared/config/paths";
import { cn } from "@/shared/lib/utils";

/** The UDAY mark: a gold roofline over three towers, drawn inline so the logo costs no request. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={cn("size-9 shrink-0", className)} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="#13253f" />
      <path d="M8 17 20 8l12 9" fill="none" stroke="#c09a3e" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="11" y="19" width="5" height="13" rx="1" fill="#dcc58c" />
      <rect x="17.5" y="15" width="5" height="17" rx="1" fill="#c09a3e" />
      <rect x="24" y="21" width="5" height="11" rx="1" fill="#dcc58c" />
    </svg>
  );
}

export function Logo({ className, tone = "light" }: { className?: string; tone?: "light" | "dark" }) {
  const { t } = useTranslation(COMMON);
  return (
    <Link to={paths.home()} className={cn("flex items-center gap-2.5 rounded-md", className)}>
      <LogoMark />
      <span className="flex flex-col leading-none">
        <span className={cn("text-xl font-extrabold tracking-[0.2em]", tone === "light" ? "text-white" : "text-ink-900")}>
          {company.name}
        </span>
        <span className="mt-1 text-[0.6rem] font-semibold uppercase tracking-[0.3em] text-brand-300">{t("logoTagline")}</span>
      </span>
      <span className="sr-only">{t("logoHome")}</span>
    </Link>
  );
}
