import { formatPhone, whatsappHref } from "../../worker/contract/phone";
import { queryRows } from "./staff";

/** The contact record as the database holds it now: what the top bar, footer and contact strip must show. */
export type ContactRecord = { phone: string; phones: string[]; address: string; email: string; whatsapp: string; businesses: string[] };

export async function contactRecord(): Promise<ContactRecord & { shown: { hotline: string; phones: string[]; whatsapp: string } }> {
  const [row] = await queryRows<Record<string, string>>("select phone, phones, address, email, whatsapp, businesses from contact_information order by id limit 1");
  const r = { ...row!, phones: JSON.parse(row!.phones!) as string[], businesses: JSON.parse(row!.businesses!) as string[] } as ContactRecord;
  return { ...r, shown: { hotline: formatPhone(r.phone), phones: r.phones.map(formatPhone), whatsapp: whatsappHref(r.whatsapp) } };
}
