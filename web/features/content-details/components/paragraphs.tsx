/** Paragraphs as entered, or the fallback text when there are none. */
export function Paragraphs({ items, fallback, className }: { items: readonly string[] | undefined; fallback: string; className?: string }) {
  const list = (items ?? []).map((p) => p.trim()).filter(Boolean);
  if (!list.length) return <p className="text-muted-foreground italic">{fallback}</p>;
  return (
    <div className={className}>
      {list.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}
