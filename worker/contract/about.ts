/** The JSON columns of worker/db/schema/about.ts (typed here, so the web side needs no drizzle). */
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
