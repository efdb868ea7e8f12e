import { useEffect, useEffectEvent } from "react";
import { takeEarlyPress } from "./early-press";

/** Runs `open` once, as the component mounts (hydrates), if its button was pressed before the app ran. */
export function useEarlyPress(id: string, open: () => void) {
  const openIfPressed = useEffectEvent(() => void (takeEarlyPress(id) && open()));
  // Once, on mount: later presses reach the button's own handlers.
  useEffect(() => openIfPressed(), []);
}
