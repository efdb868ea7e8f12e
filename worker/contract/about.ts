/** Same shapes as the JSON columns of worker/db/schema/site.ts (kept here so the web side needs no drizzle). */
export type TargetItem = { title: string; image: string; description: string[] };
export type Manager = { name: string; designation: string; speech: string; image: string };
export type Management = { members: Manager[]; description: string[] };
export type TeamItem = { image: string; description: string };

/** GET /about: the about record; description, target, management and ourTeam are real JSON. */
export type About = {
  id: number;
  headerImage: string;
  name: string;
  title: string;
  description: string[];
  target: TargetItem[];
  management: Management;
  ourTeam: TeamItem[];
  updatedAt: string;
};

/** GET /contactInformation: the company's contact block (SPEC §2 Contact page, footer). */
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
