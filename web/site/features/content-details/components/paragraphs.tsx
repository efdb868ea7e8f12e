/** Paragraphs as entered, or the fallback text when there are none. */
type Props = { items: readonly string[] | undefined; fallback: string; className?: string; lang?: string };

/** `lang`: set when the paragraphs are in another language than the page (an English fallback on a Bengali page). */
export function Paragraphs({ items, fallback, className, lang }: Props) {
  const list = (items ?? []).map((p) => p.trim()).filter(Boolean);
  if (!list.length) return <p className="text-muted-foreground italic">{fallback}</p>;
  return (
    <div lang={lang} className={className}>
      {list.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}
