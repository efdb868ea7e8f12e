import { TopBar } from "@/site/components/layouts/top-bar";
import { type LayoutData, LayoutDataProvider } from "@/site/lib/site-data";
import { island } from "@/shared/lib/island";

/** The header: its menus (the layout's projects), the hotline and social links, the language switch and the scroll behaviour. */
function LayoutTopBar({ projects, contact }: Pick<LayoutData, "projects" | "contact">) {
  return (
    <LayoutDataProvider value={{ projects, contact }}>
      <TopBar />
    </LayoutDataProvider>
  );
}

export default island("top-bar", LayoutTopBar);
