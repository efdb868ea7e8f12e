import { asc, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { ABOUT_LIMITS, type About, aboutImageField } from "../contract/about";
import { aboutUpdate, type AboutUpdate } from "../contract/about-update";
import { MENU_IDS } from "../contract/roles";
import type { Db } from "../db/client";
import { about as aboutTable } from "../db/schema/index";
import type { AppEnv } from "../env";
import { fail } from "../lib/errors";
import { writeForm } from "../lib/write";
import { publicCache } from "../middleware/public-cache";
import { requireMenu } from "../middleware/require-menu";
import { type FileField, IMAGE } from "../storage/upload-rules";

const image = (name: string): FileField => ({ name, folder: "images", rule: IMAGE, multiple: false });
const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const files: FileField[] = [
  image("headerImage"),
  ...range(ABOUT_LIMITS.targets).map((i) => image(aboutImageField("target", i))),
  ...range(ABOUT_LIMITS.members).map((i) => image(aboutImageField("member", i))),
  ...range(ABOUT_LIMITS.team).map((i) => image(aboutImageField("team", i))),
];
const staff = requireMenu([MENU_IDS.company]);

const first = async (db: Db) => (await db.select().from(aboutTable).orderBy(asc(aboutTable.id)).limit(1))[0] ?? null;
const found = (row: Awaited<ReturnType<typeof first>>): About => row ?? fail(404, "About information not found.");

/** Each list item takes the picture uploaded in its own file field, else keeps the one it names. */
function withUploads(input: AboutUpdate, paths: Record<string, string[]>) {
  const pick = (kind: "target" | "member" | "team", i: number, kept: string) => paths[aboutImageField(kind, i)]?.[0] ?? kept;
  return {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.title !== undefined && { title: input.title }),
    ...(input.description && { description: input.description }),
    ...(input.target && { target: input.target.map((t, i) => ({ ...t, image: pick("target", i, t.image) })) }),
    ...(input.management && {
      management: { ...input.management, members: input.management.members.map((m, i) => ({ ...m, image: pick("member", i, m.image) })) },
    }),
    ...(input.ourTeam && { ourTeam: input.ourTeam.map((t, i) => ({ ...t, image: pick("team", i, t.image) })) }),
    ...(paths.headerImage?.[0] && { headerImage: paths.headerImage[0] }),
  };
}

/** /about: the About record (docs/product.md §2). Visitors read it; Settings > Company edits it. */
export const about = new Hono<AppEnv>()
  .get("/", publicCache, async (c) => c.json(found(await first(c.var.db)) satisfies About))
  .patch("/", staff, async (c) => {
    const { db } = c.var;
    const current = await first(db);
    const now = c.var.now().toISOString();
    const updated = await writeForm(c, {
      files,
      schema: aboutUpdate,
      activity: (input) => ({ action: current ? "update" : "create", resource: "about", resourceId: current?.id ?? sql`(select max(id) from about)`, label: input.name ?? current?.name ?? "About" }),
      write: (input, paths) => {
        const fields = withUploads(input, paths);
        if (current) return db.update(aboutTable).set({ ...fields, updatedAt: now }).where(eq(aboutTable.id, current.id));
        const blank = { headerImage: "", name: "", title: "", description: [], target: [], management: { members: [], description: [] }, ourTeam: [] };
        return db.insert(aboutTable).values({ ...blank, ...fields, updatedAt: now });
      },
      find: async () => found(await first(db)),
    });
    return c.json(updated);
  });
