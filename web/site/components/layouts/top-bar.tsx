import { useState } from "react";
import { cn } from "@/shared/lib/utils";
import { CallUs } from "./call-us";
import { DesktopNav, type OpenMenu } from "./desktop-nav";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "@/shared/components/layouts/logo";
import { MobileMenu } from "./mobile-menu";
import { SocialIcons } from "./social-icons";
import { useScrollState } from "./use-scroll-state";

/**
 * The fixed top bar (docs/product.md §2): solid navy at the top of the page, semi-transparent once the page
 * has scrolled, out of the way while scrolling down and back on the way up. It stays put while one
 * of its menus is open. The layout pads <main> by its height (h-16 / lg:h-20).
 */
export function TopBar() {
  const { hidden, scrolled, reveal } = useScrollState();
  const [openMenu, setOpenMenu] = useState<OpenMenu>(null);
  const isHidden = hidden && openMenu === null;
  return (
    <header
      data-testid="top-bar"
      data-hidden={isHidden}
      data-scrolled={scrolled}
      onFocus={reveal}
      className={cn(
        "fixed inset-x-0 top-0 z-40 transition-[translate,background-color,box-shadow] duration-300 ease-out",
        isHidden ? "-translate-y-full" : "translate-y-0",
        scrolled ? "bg-ink-900/85 shadow-lg shadow-black/20 backdrop-blur-md" : "bg-ink-900",
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:h-20 lg:px-8">
        <Logo />
        <DesktopNav className="ml-2 hidden lg:flex xl:ml-4" openMenu={openMenu} setOpenMenu={setOpenMenu} />
        <div className="ml-auto flex items-center gap-3 xl:gap-5">
          <CallUs className="hidden lg:block" />
          {/* From 1280 px: between 1024 and 1280 the six links need the room (the footer and the phone menu keep them). */}
          <SocialIcons size="sm" className="hidden xl:flex" />
          <LanguageSwitch className="hidden md:flex" />
          <MobileMenu className="lg:hidden" />
        </div>
      </div>
    </header>
  );
}
