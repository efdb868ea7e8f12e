import { Menu } from "lucide-react";
import type { MouseEvent } from "react";
import { useTranslation } from "@/shared/i18n/use-translation";
import { COMMON } from "@/shared/i18n/common";
import { NavLink } from "@/shared/lib/router";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/site/components/ui/accordion";
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from "@/shared/components/ui/sheet";
import { paths } from "@/shared/config/paths";
import { cn } from "@/shared/lib/utils";
import { CallUs } from "./call-us";
import { LanguageSwitch } from "./language-switch";
import { MEDIA_LINKS, MENU_BUTTON } from "./lib/nav-items";
import { Logo } from "@/shared/components/layouts/logo";
import { MobileProjectList } from "./mobile-project-list";
import { SocialIcons } from "./social-icons";

const LINK = "block rounded-md px-3 py-3 text-base font-semibold text-white hover:bg-white/10 aria-[current=page]:text-brand-300";
const GROUP = "px-3 text-base";

type Props = { className?: string; open: boolean; setOpen: (open: boolean) => void };

/**
 * The slide-in menu under 1024 px; the Sheet (Radix dialog) traps focus and locks page scroll. Loaded
 * after the first screen (mobile-menu.tsx holds its stand-in trigger and the open state).
 */
export function MobileMenuSheet({ className, open, setOpen }: Props) {
  const { t } = useTranslation(COMMON);
  // Any followed link closes the menu; the new page then scrolls to the top.
  const closeOnLink = (e: MouseEvent) => {
    if ((e.target as HTMLElement).closest("a[href]")) setOpen(false);
  };
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger className={cn(MENU_BUTTON, className)} aria-label={t("nav.openMenu")}>
        <Menu className="size-6" aria-hidden="true" />
      </SheetTrigger>
      <SheetContent side="right" closeLabel={t("nav.closeMenu")} aria-describedby={undefined} onClick={closeOnLink}>
        <SheetTitle className="sr-only">{t("nav.menu")}</SheetTitle>
        <Logo className="mb-6 self-start" />
        <nav aria-label={t("nav.mobile")}>
          <ul className="divide-y divide-white/10">
            <li>
              <NavLink to={paths.home()} end className={LINK}>
                {t("nav.home")}
              </NavLink>
            </li>
            <li>
              <Accordion type="single" collapsible>
                <AccordionItem value="project" divided={false}>
                  <AccordionTrigger tone="dark" className={GROUP}>{t("nav.project")}</AccordionTrigger>
                  <AccordionContent className="pb-2 text-white">
                    <MobileProjectList />
                  </AccordionContent>
                </AccordionItem>
                <AccordionItem value="media" divided={false} className="border-t border-white/10">
                  <AccordionTrigger tone="dark" className={GROUP}>{t("nav.media")}</AccordionTrigger>
                  <AccordionContent className="pb-2 text-white">
                    <ul>
                      {MEDIA_LINKS.map((l) => (
                        <li key={l.to}>
                          <NavLink to={l.to} className={cn(LINK, "py-2 pl-6 text-sm font-medium text-white/85")}>
                            {t(l.key)}
                          </NavLink>
                        </li>
                      ))}
                    </ul>
                  </AccordionContent>
                </AccordionItem>
              </Accordion>
            </li>
            <li>
              <NavLink to={paths.about()} className={LINK}>
                {t("nav.about")}
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.landowner()} className={LINK}>
                {t("nav.landowner")}
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.contact()} className={LINK}>
                {t("nav.contact")}
              </NavLink>
            </li>
          </ul>
        </nav>
        <div className="mt-auto space-y-5 border-t border-white/10 pt-6">
          <CallUs />
          <SocialIcons size="sm" />
          {/* Under 768 px the language buttons live here; wider screens have them in the bar. */}
          <LanguageSwitch full className="md:hidden" />
        </div>
      </SheetContent>
    </Sheet>
  );
}
