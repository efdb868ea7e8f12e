import { type ComponentType, createContext, type ReactNode, StrictMode, useContext } from "react";
import type { Language } from "@/shared/i18n/index";
import { LanguageProvider } from "@/shared/i18n/use-translation";
import { type RouterImpl, RouterInUse } from "./router";

/**
 * An island: an interactive part of a public page, the only code of the page that runs in the
 * browser (docs/decisions.md, "Public pages: server HTML with islands"). Each island is a file of
 * web/site/islands (web/shared/islands for the few a staff screen also renders) whose default export
 * is `island("<its file name>", Component)`.
 *
 * In the worker's render the page leaves a slot for it (`<div data-island>` with its props as JSON)
 * and the renderer renders the island on its own, with its own id prefix, into that slot
 * (web/entry-server.tsx). The browser hydrates each slot as its own React root with the same props
 * and prefix (web/site/islands.tsx), so React's ids match and nothing else of the page is hydrated.
 * Outside the worker's page render (inside another island, or in a dashboard screen) the component
 * renders in place.
 */
export type IslandSlot = { name: string; props: object; near: boolean; Component: ComponentType<object> };
export type IslandComponent<P extends object> = ComponentType<P> & { island: { name: string; Component: ComponentType<P>; near: boolean } };

/** The worker's page render provides it: each island rendered adds its slot and gets its number. */
export const IslandSlots = createContext<((slot: IslandSlot) => number) | null>(null);

/** The slot's element: the worker writes the island's HTML inside it, the browser hydrates it. */
export const SLOT_CLASS = "contents";

/**
 * `near`: hydrate only as the island nears the viewport (its code is heavy and it sits far below the
 * first screen: the map); the others hydrate once the page has painted.
 */
export function island<P extends object>(name: string, Component: ComponentType<P>, { near = false } = {}): IslandComponent<P> {
  function Island(props: P) {
    const addSlot = useContext(IslandSlots);
    if (!addSlot) return <Component {...props} />;
    const n = addSlot({ name, props, near, Component: Component as ComponentType<object> });
    return (
      <div data-island={name} data-n={n} data-props={JSON.stringify(props)} data-near={near || undefined} className={SLOT_CLASS}>
        <template data-slot={n} />
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Object.assign(Island, { island: { name, Component, near } });
}

/** The id prefix of island `n`, the same in the worker's render and the browser's hydration. */
export const islandPrefix = (n: number) => `i${n}-`;

type Props = { lang: Language; router: RouterImpl; children: ReactNode };

/**
 * What a public page's components read around them: its language and its location (an island's data
 * comes as its props). The worker renders the page and each island inside
 * it (web/entry-server.tsx), and the browser hydrates each island inside it (web/site/islands.tsx): the
 * same tree on both sides.
 */
export function IslandProviders({ lang, router, children }: Props) {
  return (
    <StrictMode>
      <LanguageProvider lang={lang}>
        <RouterInUse router={router}>{children}</RouterInUse>
      </LanguageProvider>
    </StrictMode>
  );
}
