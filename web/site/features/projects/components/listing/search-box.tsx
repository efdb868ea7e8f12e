import { Search } from "lucide-react";
import { type FormEvent, useEffect, useEffectEvent, useRef, useState } from "react";
import { useTranslation } from "@/shared/i18n/use-translation";
import { PROJECTS } from "@/shared/i18n/projects";
import { Input } from "@/shared/components/ui/input";
import { paths } from "@/shared/config/paths";

const DEBOUNCE_MS = 300;

/** Search by name, title or location; the URL follows the typing after a short pause. */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string, typing: boolean) => void }) {
  const { t } = useTranslation(PROJECTS);
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The URL changed from elsewhere (Clear All, a chip, Back): show what it says now.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const input = useRef<HTMLInputElement>(null);

  const send = (next: string, typing: boolean) => {
    clearTimeout(timer.current);
    sent.current = next.trim();
    onSearch(next.trim(), typing);
  };
  const onChange = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => send(next, true), DEBOUNCE_MS);
  };
  // Typed before the app ran (the page is painted from the HTML first): search for it now, once.
  const searchTypedBeforeHydration = useEffectEvent(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== text) onChange(typed);
  });
  useEffect(() => searchTypedBeforeHydration(), []);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    send(text, false);
  };

  return (
    // Sent by the browser before the app runs (or without it), it still searches: /projects?search=….
    <form role="search" action={paths.projects()} onSubmit={onSubmit} className="relative flex-1">
      <label htmlFor="project-search" className="sr-only">
        {t("listing.searchLabel")}
      </label>
      <Search className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input
        ref={input}
        id="project-search"
        name="search"
        type="search"
        value={text}
        onChange={(e) => onChange(e.target.value)}
        placeholder={t("listing.searchPlaceholder")}
        shape="pill"
        className="pl-11 shadow-sm"
        autoComplete="off"
        enterKeyHint="search"
      />
    </form>
  );
}
