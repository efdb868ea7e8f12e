import type { QueryKey } from "@tanstack/react-query";

/** A menu change refreshes the Menus list and the signed-in user's own sidebar: both keys start with "menus". */
export const menuChangeInvalidates = (): QueryKey[] => [["menus"]];
