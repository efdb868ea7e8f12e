import { type ComponentType, createContext, type ReactNode, StrictMode, useContext } from "react";
import type { Language } from "@/shared/i18n/index";
import { LucideProvider } from "lucide-react";
import { LanguageProvider } from "@/shared/i18n/use-translation";
import { type RouterImpl, RouterInUse } from "./router";

/**
 * An island: an interactive part of a public page, the only code of the page that runs in the
 * browser (docs/decisions.md, "Public pages: server HTML with islands"). Each island is a file of
 * web/site/islands (web/shared/islands for the few a staff screen also renders) whose default export
 * is `island("<its file name>", Component)`.
 *
 * In the worker's render the page leaves a slot for it (`<div data-island data-n>`) and the renderer
 * renders the island on its own, with its own id prefix, into that slot (web/entry-server.tsx); the
 * props of all the page's islands travel once, in the page's rendered state (`islandProps`). The browser hydrates each slot as its own React root with the same props
 * and prefix (web/site/islands.tsx), so React's ids match and nothing else of the page is hydrated.
 * Outside the worker's page render (inside another island, or in a dashboard screen) the component
 * renders in place.
 */
export type IslandSlot = { name: string; props: object; near: boolean; fetched?: Fetched; Component: ComponentType<object> };
export type IslandComponent<P extends object> = ComponentType<P> & { island: { name: string; Component: ComponentType<P>; near: boolean; fetched?: Fetched } };

/**
 * Props an island reads from the API as it hydrates, by prop name: the public read's path, whose JSON is
 * the prop (fetchIslandProps). The worker renders the island with the prop and leaves it out
 * of the page; the browser reads it beside the island's code (web/site/islands.tsx). For a large list
 * the page shows whole (the projects listing's 24 projects, both languages: 4 KB compressed of a
 * 16 KB page, issue 47), so that the first screen's HTML fits the network's first round trip.
 */
export type Fetched = Record<string, string>;

/** The worker's page render provides it: each island rendered adds its slot and gets its number. */
export const IslandSlots = createContext<((slot: IslandSlot) => number) | null>(null);

/** The slot's element: the worker writes the island's HTML inside it, the browser hydrates it. */
export const SLOT_CLASS = "contents";

/**
 * `near`: hydrate only as the island nears the viewport (its code is heavy and it sits far below the
 * first screen: the map); the others hydrate once the page has painted.
 */
export function island<P extends object>(
  name: string,
  Component: ComponentType<P>,
  { near = false, fetched }: { near?: boolean; fetched?: { [K in keyof P]?: string } } = {},
): IslandComponent<P> {
  const reads = fetched as Fetched | undefined;
  function Island(props: P) {
    const addSlot = useContext(IslandSlots);
    if (!addSlot) return <Component {...props} />;
    const n = addSlot({ name, props, near, fetched: reads, Component: Component as ComponentType<object> });
    return (
      <div data-island={name} data-n={n} data-near={near || undefined} className={SLOT_CLASS}>
        <template data-slot={n} />
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Object.assign(Island, { island: { name, Component, near, fetched: reads } });
}

/**
 * The props of a page's islands as the page carries them, each value once: islands given the same
 * value (the layout's projects go to the top bar, the category tabs and the map) would otherwise
 * repeat it, 20 KB each on the home page. A top-level prop value (an object or array) that more
 * than one island got is kept once in `values` and named by `{ "$v": i }` in each island's props.
 */
export type IslandProps = { props: Record<number, Record<string, unknown>>; values: unknown[]; fetched?: Record<number, Fetched> };

const REF = "$v";

export function packIslandProps(rendered: Array<{ n: number; props: object; fetched?: Fetched }>): IslandProps {
  // A prop the island reads itself is not carried: the page names where it is read.
  const islands = rendered.map(({ n, props, fetched }) => ({ n, props: fetched ? Object.fromEntries(Object.entries(props).filter(([k]) => !(k in fetched))) : props }));
  const reads = rendered.filter(({ fetched }) => fetched && Object.keys(fetched).length > 0);
  const uses = new Map<unknown, number>();
  for (const { props } of islands) {
    for (const value of Object.values(props)) if (value !== null && typeof value === "object") uses.set(value, (uses.get(value) ?? 0) + 1);
  }
  const values: unknown[] = [];
  const index = new Map<unknown, number>();
  const refOf = (value: unknown) => {
    if (!index.has(value)) index.set(value, values.push(value) - 1);
    return { [REF]: index.get(value) };
  };
  const props = Object.fromEntries(
    islands.map(({ n, props }) => [n, Object.fromEntries(Object.entries(props).map(([k, v]) => [k, (uses.get(v) ?? 0) > 1 ? refOf(v) : v]))]),
  );
  return reads.length > 0 ? { props, values, fetched: Object.fromEntries(reads.map(({ n, fetched }) => [n, fetched!])) } : { props, values };
}

/**
 * Island `n`'s props read from the API (packIslandProps `fetched`), started at once: each prop's JSON,
 * or null when a read failed (offline, an error). The island then stays as the worker rendered it, as
 * without its code (web/site/islands.tsx): its links and forms work as they do without script.
 */
export async function fetchIslandProps(packed: IslandProps | undefined, n: number): Promise<Record<string, unknown> | null> {
  const reads = Object.entries(packed?.fetched?.[n] ?? {});
  try {
    return Object.fromEntries(
      await Promise.all(
        reads.map(async ([prop, path]) => {
          // Revalidated, never a cached copy older than the page: the island hydrates the HTML the worker
          // made from the same read, and a stale list would not match it (the API answers 304 when unchanged).
          const res = await fetch(path, { headers: { Accept: "application/json" }, cache: "no-cache" });
          if (!res.ok) throw new Error(`${path}: ${res.status}`);
          return [prop, (await res.json()) as unknown] as const;
        }),
      ),
    );
  } catch {
    return null;
  }
}

/** Island `n`'s props from what the page carries (packIslandProps). */
export function unpackIslandProps(packed: IslandProps | undefined, n: number): object {
  const props = packed?.props[n] ?? {};
  const isRef = (v: unknown): v is { [REF]: number } => v !== null && typeof v === "object" && !Array.isArray(v) && Object.keys(v).length === 1 && REF in v;
  return Object.fromEntries(Object.entries(props).map(([k, v]) => [k, isRef(v) ? packed!.values[v[REF]] : v]));
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
      {/* The icons' stroke colour is the style sheet's `.lucide` rule (web/shared/lib/lucide-attributes.ts). */}
      <LucideProvider color="">
        <LanguageProvider lang={lang}>
          <RouterInUse router={router}>{children}</RouterInUse>
        </LanguageProvider>
      </LucideProvider>
    </StrictMode>
  );
}
