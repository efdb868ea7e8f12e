import { ChevronDown } from "lucide-react";
import { useId } from "react";
import { Label } from "@/shared/components/ui/label";

type Option = { value: string; label: string };

/** A labelled native select: the phone's own picker on mobile, fully keyboard-usable everywhere. */
export function FilterSelect({ label, value, options, onChange, name }: { label: string; value: string; options: Option[]; onChange: (v: string) => void; name: string }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id} look="caps">
        {label}
      </Label>
      <div className="relative">
        <select
          id={id}
          name={name}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className="h-11 w-full appearance-none rounded-md border border-border bg-white pl-3 pr-9 text-sm text-ink-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDown className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      </div>
    </div>
  );
}
