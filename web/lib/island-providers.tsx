import { type ReactNode, StrictMode } from "react";
import type { Language } from "@/i18n/index";
import { LanguageProvider } from "@/i18n/use-translation";
import { QueriesFrom } from "./query";
import { type RouterImpl, RouterInUse } from "./router";

type Props = { lang: Language; queries: Omit<Parameters<typeof QueriesFrom>[0], "children">; router: RouterImpl; children: ReactNode };

/**
 * What a public page's components read around them: its language, its data (the loader's, embedded
 * in the page) and its location. The worker renders the page and each island inside it
 * (web/entry-server.tsx), and the browser hydrates each island inside it (web/islands.tsx): the same
 * tree on both sides.
 */
export function IslandProviders({ lang, queries, router, children }: Props) {
  return (
    <StrictMode>
      <LanguageProvider lang={lang}>
        <QueriesFrom {...queries}>
          <RouterInUse router={router}>{children}</RouterInUse>
        </QueriesFrom>
      </LanguageProvider>
    </StrictMode>
  );
}
