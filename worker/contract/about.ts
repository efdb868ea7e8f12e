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

/** How many of each item the About record holds; each item's picture is uploaded in its own file field. */
export const ABOUT_LIMITS = { targets: 3, members: 3, team: 12 } as const;

/** The file field of the i-th picture of a list: targetImage0, memberImage1, teamImage11 … */
export const aboutImageField = (kind: "target" | "member" | "team", index: number) => `${kind}Image${index}`;
