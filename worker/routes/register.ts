import { Hono } from "hono";
import { MENU_IDS } from "../contract/roles";
import { userCreate } from "../contract/users";
import { users } from "../db/schema/index";
import type { AppEnv } from "../env";
import { readForm, validate } from "../lib/form";
import { hashPassword } from "../lib/passwords";
import { assertUnique, publicUserColumns, uniqueConflict, userImageFields as files } from "../lib/users";
import { assertMayAssign } from "../lib/users-access";
import { currentUser, requireMenu } from "../middleware/require-menu";
import { registerUploads, storeFiles } from "../storage/store";

/** POST /auth/register: staff with the users menu create accounts (mounted beside the auth routes). */
export const register = new Hono<AppEnv>().post("/register", requireMenu([MENU_IDS.users]), async (c) => {
  const { db } = c.var;
  const form = await readForm(c, files);
  const { password, image: _ignored, ...input } = validate(userCreate, form.fields);
  assertMayAssign(currentUser(c), input.designation);
  await assertUnique(db, input);
  const stored = await storeFiles(c.var.bucket, files, form.files);
  const passwordHash = await hashPassword(password);
  const now = c.var.now().toISOString();
  const [[created]] = await db
    .batch([
      db
        .insert(users)
        .values({ ...input, image: stored.paths.image?.[0] ?? null, passwordHash, createdAt: now, updatedAt: now })
        .returning(publicUserColumns),
      ...registerUploads(db, stored),
    ])
    .catch(uniqueConflict);
  return c.json(created!, 201);
});
