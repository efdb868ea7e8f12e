import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { MENU_IDS } from "../contract/roles";
import type { User } from "../contract/users";
import { userCreate } from "../contract/users";
import { users } from "../db/schema/index";
import type { AppEnv } from "../env";
import { assertPasswordAllowed } from "../lib/password-rule";
import { hashPassword } from "../lib/passwords";
import { assertUnique, publicUserColumns, uniqueConflict, userImageFields as files } from "../lib/users";
import { assertMayAssign } from "../lib/users-access";
import { writeForm } from "../lib/write";
import { currentUser } from "../middleware/require-menu";
import { endpoint, multipart } from "../middleware/endpoint";

/** POST /auth/register: staff with the users menu create accounts (mounted beside the auth routes). */
export const register = new Hono<AppEnv>().post(
  "/register",
  endpoint({ summary: "Create a staff user", access: [MENU_IDS.users], body: multipart(userCreate, files) }),
  async (c) => {
    const { db } = c.var;
    const now = c.var.now().toISOString();
    let passwordHash = "";
    const created = await writeForm(c, {
      files,
      schema: userCreate,
      check: async (input) => {
        assertMayAssign(currentUser(c), input.designation);
        await assertUnique(db, input);
        await assertPasswordAllowed(input.password, [input.username, input.name], "password");
        passwordHash = await hashPassword(input.password);
      },
      write: ({ password: _password, image: _ignored, ...input }, paths) =>
        db
          .insert(users)
          .values({ ...input, image: paths.image?.[0] ?? null, passwordHash, createdAt: now, updatedAt: now })
          .returning(publicUserColumns),
      // The new id is known only inside the batch: the activity row reads it back by the (unique) username.
      activity: (input) => ({
        action: "create",
        resource: "users",
        resourceId: sql`(select ${users.id} from ${users} where lower(${users.username}) = lower(${input.username}))`,
        label: input.name,
      }),
      onBatchError: uniqueConflict,
      find: (_input, [rows]) => (rows as User[])[0]!,
    });
    return c.json(created, 201);
  },
);
