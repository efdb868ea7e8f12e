/** GET /contactInformation: the company's contact block (docs/product.md §2 Contact page, footer). */
export type ContactInformation = {
  id: number;
  image: string;
  phone: string;
  phones: string[];
  email: string;
  socialHandle: string;
  address: string;
  mapEmbed: string;
  facebook: string;
  instagram: string;
  youtube: string;
  whatsapp: string;
  createdAt: string;
  updatedAt: string;
};
