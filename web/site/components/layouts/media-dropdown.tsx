import { ChevronDown } from "lucide-react";
import { useTranslation } from "@/shared/i18n/use-translation";
import { COMMON } from "@/shared/i18n/common";
import { Link } from "@/shared/lib/router";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/shared/components/ui/dropdown-menu";
import { MEDIA_LINKS, NAV_ITEM } from "./lib/nav-items";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; active: boolean };

/** "Media" has no page of its own: it only opens Blogs / News & Events / Coverage. */
export function MediaDropdown({ open, onOpenChange, active }: Props) {
  const { t } = useTranslation(COMMON);
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange} modal={false}>
      <DropdownMenuTrigger className={NAV_ITEM} data-active={active}>
        {t("nav.media")}
        <ChevronDown className="size-4 transition-transform [[data-state=open]>&]:rotate-180" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {MEDIA_LINKS.map((l) => (
          <DropdownMenuItem key={l.to} asChild>
            <Link to={l.to}>{t(l.key)}</Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
