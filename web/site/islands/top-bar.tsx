import { TopBar } from "@/site/components/layouts/top-bar";
import { type LayoutData, LayoutDataProvider } from "@/site/lib/site-data";
import { island } from "@/shared/lib/island";

/** The header: its project menus (made from the layout's projects), the hotline and social links, the language switch and the scroll behaviour. */
function LayoutTopBar({ menu, contact }: Pick<LayoutData, "menu" | "contact">) {
  return (
    <LayoutDataProvider value={{ menu, contact }}>
      <TopBar />
    </LayoutDataProvider>
  );
}

export default island("top-bar", LayoutTopBar);
