import type { ComponentType } from "react";
import type { load as loadLayout } from "@/site/pages/layout";
import { type LanguageCode, type PageData, type PageHead, type PublicRead, type PublicReadAnswers, type PublicReadParams, publicReadPath, type ReadRequest } from "@/shared/lib/contract";
import { aboutLists, contactInformationLists, contentItemLists, projectDetailsLists } from "@/shared/lib/lists";

/**
 * A read's answer as a page gets it: the API's 200 body, its JSON lists filled in as the browser's
 * code has them (shared/lib/lists.ts), or null where the API refused it (a 4xx: no about record yet,
 * an item that is not public); the page shows what it shows for one.
 */
export type Answer<K extends PublicRead> = PublicReadAnswers[K] | null;

type NoParams = Record<string, never>;

/** The public reads a loader asks for, typed from the worker's list (worker/contract/public-reads.ts). */
export type Reader = {
  [K in PublicRead]: PublicReadParams[K] extends NoParams ? () => Promise<Answer<K>> : (params: PublicReadParams[K]) => Promise<Answer<K>>;
};

/** What a loader is given: the page's address (its path without the language, its params and query) and the reads. */
export type LoadContext = { path: string; params: Readonly<Record<string, string>>; query: URLSearchParams; read: Reader };

/** A loader's data as its view gets it: each value awaited. */
export type Loaded<L> = { [K in keyof L]: Awaited<L[K]> };

/**
 * What a page's head is given besides its loader's data: the page's language and address (as its
 * loader had it), the site's origin (its URLs are absolute), and what the layout read, which the
 * page shows around its own content (a section page's share picture is the layout's banner).
 */
export type HeadContext = {
  lang: LanguageCode;
  path: string;
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
  origin: string;
  site: Loaded<ReturnType<typeof loadLayout>>;
};

/**
 * One public page (web/site/pages/<page>.tsx, named in worker/contract/public-pages.ts): its loader, the
 * reads it needs; its head (title, description, share card, JSON-LD: worker/contract/page-head.ts), null
 * for an item that is not there (the page is then a 404 no one indexes); and its view. The head and the
 * view get the same loader's data (docs/decisions.md, "One module per public page").
 */
export type PageModule<L extends object = object> = {
  load: (context: LoadContext) => L;
  head: (data: Loaded<L>, context: HeadContext) => PageHead | null;
  View: ComponentType<Loaded<L>>;
};

export const definePage = <L extends object>(page: PageModule<L>): PageModule<L> => page;

/** What each read's body becomes in the browser's code: the lists of its JSON columns filled in. */
const SHAPES: { [K in PublicRead]?: (body: PublicReadAnswers[K]) => PublicReadAnswers[K] } = {
  projectDetails: (project) => ({ ...project, details: project.details ? projectDetailsLists(project.details) : null }),
  contactInformation: contactInformationLists,
  about: aboutLists,
  contentList: (items) => items.map(contentItemLists),
  contentItem: contentItemLists,
};

/**
 * The reads of a page's loader, made by the worker (`data.read`, worker/pages/public-reads.ts) or
 * found among those it already made. A read it cannot make is reported to `missing` (the renderer
 * then refuses the page rather than render what the browser would not have) and answers null.
 */
export function readerOf(data: PageData, missing: (path: string) => void): Reader {
  const answer = async (read: PublicRead, params: object = {}) => {
    const request = { read, params } as ReadRequest;
    const path = publicReadPath(request);
    const found = data.reads.find((r) => publicReadPath(r) === path) ?? (await data.read?.(request));
    if (!found) missing(path);
    if (!found || found.status !== 200) return null;
    const shape = SHAPES[read] as ((body: unknown) => unknown) | undefined;
    return shape ? shape(found.body) : found.body;
  };
  // Every name of the typed list answers the same way: no second list of the reads to keep.
  return new Proxy({} as Reader, { get: (_, read) => (params?: object) => answer(read as PublicRead, params) });
}

/** Runs a loader and waits for every value it returned. */
export async function runLoader<L extends object>(load: (context: LoadContext) => L, context: LoadContext): Promise<Loaded<L>> {
  const entries = Object.entries(load(context));
  return Object.fromEntries(await Promise.all(entries.map(async ([key, value]) => [key, await value]))) as Loaded<L>;
}
