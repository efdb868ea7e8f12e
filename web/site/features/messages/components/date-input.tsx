import { CalendarDays } from "lucide-react";
import type { ComponentProps } from "react";
import { Input } from "@/shared/components/ui/input";

/**
 * A date field with the site's own calendar icon over the browser's picker button (issue 47). Chrome's
 * own icon is a data: URI of its style sheet, which it loads while the first screen does, even for a form
 * at the foot of the page: in Lighthouse's model of a project page it was a request in flight beside the
 * LCP picture and cost that picture a round trip. `.date-field` (web/styles.css) takes the browser's image
 * away where the picker button exists; the button itself stays, under this icon, which lets presses through.
 */
export function DateInput(props: Omit<ComponentProps<typeof Input>, "type">) {
  return (
    <div className="relative">
      <Input {...props} type="date" className="date-field" />
      <CalendarDays aria-hidden="true" className="date-field-icon pointer-events-none absolute right-3 top-1/2 hidden size-4 -translate-y-1/2 text-ink-700" />
    </div>
  );
}
