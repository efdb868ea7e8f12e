/** The JSON columns of worker/db/schema/about.ts (typed here, so the web side needs no drizzle). */
// The `…Bn` keys are the Bengali twins (docs/product.md §3); records saved before them lack them.
export type TargetItem = { title: string; titleBn?: string; image: string; description: string[]; descriptionBn?: string[] };
export type Manager = { name: string; nameBn?: string; designation: string; designationBn?: string; speech: string; speechBn?: string; image: string };
export type Management = { members: Manager[]; description: string[]; descriptionBn?: string[] };
export type TeamItem = { image: string; description: string; descriptionBn?: string };

/** GET /about: the about record; description, target, management and ourTeam are real JSON. */
export type About = {
  id: number;
  headerImage: string;
  name: string;
  /** Bengali twins: empty until translated. */
  nameBn: string;
  title: string;
  titleBn: string;
  description: string[];
  descriptionBn: string[];
  target: TargetItem[];
  management: Management;
  ourTeam: TeamItem[];
  updatedAt: string;
};

/** How many of each item the About record holds; each item's picture is uploaded in its own file field. */
export const ABOUT_LIMITS = { targets: 3, members: 3, team: 12 } as const;

/** The file field of the i-th picture of a list: targetImage0, memberImage1, teamImage11 … */
export const aboutImageField = (kind: "target" | "member" | "team", index: number) => `${kind}Image${index}`;
