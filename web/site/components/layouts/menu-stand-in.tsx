import { ChevronDown } from "lucide-react";
import type { KeyboardEvent, PointerEvent, ReactNode } from "react";
import { NAV_ITEM } from "./lib/nav-items";

type Props = {
  /** Names the button for a press before the app runs (site/lib/early-press.ts). */
  pressId: string;
  label: ReactNode;
  active: boolean;
  open: boolean;
  onOpen: () => void;
  onIntent: () => void;
  onFocusChange: (focused: boolean) => void;
};

/**
 * A desktop menu's trigger until the menu's code has loaded: the same look, name and role as the Radix
 * trigger that replaces it, and the same presses open it (pointer down, Enter, Space, ArrowDown, or a
 * screen reader's click). Hovering or focusing it starts the download; while it has the focus the
 * owner keeps it (swapping the element would drop a keyboard user's focus), until a press opens the menu.
 */
export function MenuStandIn({ pressId, label, active, open, onOpen, onIntent, onFocusChange }: Props) {
  const onPointerDown = (e: PointerEvent) => {
    if (e.button !== 0 || e.ctrlKey) return;
    // As Radix does: the focus goes to the menu, not the trigger.
    e.preventDefault();
    onOpen();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== "Enter" && e.key !== " " && e.key !== "ArrowDown") return;
    e.preventDefault();
    onOpen();
  };
  return (
    <button
      type="button"
      className={NAV_ITEM}
      data-active={active}
      data-menu-stand-in=""
      data-early-press={pressId}
      data-state={open ? "open" : "closed"}
      aria-haspopup="menu"
      aria-expanded={open}
      onPointerEnter={onIntent}
      onFocus={() => {
        onIntent();
        onFocusChange(true);
      }}
      // Tabbing from one stand-in to the other keeps both: a swap in between would remove the next one.
      onBlur={(e) => !(e.relatedTarget instanceof HTMLElement && e.relatedTarget.hasAttribute("data-menu-stand-in")) && onFocusChange(false)}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
      // A click with no pointer press before it (detail 0) comes from assistive technology.
      onClick={(e) => e.detail === 0 && onOpen()}
    >
      {label}
      <ChevronDown className="size-4 transition-transform [[data-state=open]>&]:rotate-180" aria-hidden="true" />
    </button>
  );
}
