import { createContext, type ReactNode, useContext } from "react";
import type { BannerStatic, ContactInformation } from "@/shared/lib/contract";
import type { ProjectMenu } from "@/site/components/layouts/lib/menu-preview";
import type { ProjectCardData } from "./project-cards";

/**
 * What the layout around every public page shows (the menus' and footer's projects, the contact block,
 * the header images), read once by the layout's loader (web/site/pages/layout.tsx): plain data,
 * handed to the parts deep in the layout by this context; an island of the layout (the top bar)
 * gets its part as props and provides it again inside itself.
 *
 * `menu`: the header's project menus (made from `projects` on the server; the header island gets only it).
 * `contact`: what the header and the chat button show of the contact record (the footer, HTML only, gets
 * the whole record from the layout). */
export type LayoutData = { projects: ProjectCardData[]; contact: HeaderContact | null; bannerStatics: BannerStatic[]; menu: ProjectMenu | null };

/** The contact record's fields the header shows: the hotline, WhatsApp and the social links. */
export type HeaderContact = Pick<ContactInformation, "phone" | "whatsapp" | "facebook" | "instagram" | "youtube">;

/**
 * The header island's contact: those fields only (issue 47: the whole record, with the Bengali address and
 * the businesses, was 1.3 KB of every page's embedded data for five of its fields).
 */
export const headerContact = ({ phone, whatsapp, facebook, instagram, youtube }: HeaderContact): HeaderContact => ({ phone, whatsapp, facebook, instagram, youtube });

const EMPTY: LayoutData = { projects: [], contact: null, bannerStatics: [], menu: null };
const LayoutContext = createContext<Partial<LayoutData>>(EMPTY);

export function LayoutDataProvider({ value, children }: { value: Partial<LayoutData>; children: ReactNode }) {
  return <LayoutContext.Provider value={value}>{children}</LayoutContext.Provider>;
}

/** The layout's data; a part rendered without it (a dashboard screen) gets empty lists and no contact block. */
export function useLayoutData(): LayoutData {
  return { ...EMPTY, ...useContext(LayoutContext) };
}
