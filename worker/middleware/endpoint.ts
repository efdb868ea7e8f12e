import type { Context, MiddlewareHandler } from "hono";
import type { z } from "zod";
import { MENU_IDS } from "../contract/roles";
import type { AppEnv } from "../env";
import { requireBuyer } from "../lib/buyer-sessions";
import { selfOrUsersMenu } from "../lib/users-access";
import type { FileField } from "../storage/upload-rules";
import { requireMenu, requireUser } from "./require-menu";

/**
 * Who may call: anyone, any signed-in user, designations allowed one of these menu ids, or the
 * account's own user (the path's `id`) and otherwise those designations (docs/product.md §6), or a
 * signed-in buyer of the portal, who is no staff member (docs/product.md §11 "Buyer portal").
 */
export type Access = "public" | "session" | "buyer" | string[] | { self: true; menus: string[] };
/** The body a route reads: the zod schema its handler validates with and, for a form, its file fields. */
export type Body = { type: "json" | "multipart"; schema: z.ZodType; files: FileField[] };
/** `created`: the route answers 201 with what it made; `accepted`: 202, its work goes on after the answer (otherwise 200). */
export type Declaration = { summary: string; access: Access; body?: Body; created?: true; accepted?: true };
export type Endpoint = MiddlewareHandler<AppEnv> & { declaration: Declaration };

export const json = (schema: z.ZodType): Body => ({ type: "json", schema, files: [] });
export const multipart = (schema: z.ZodType, files: FileField[] = []): Body => ({ type: "multipart", schema, files });

const pass: MiddlewareHandler<AppEnv> = async (_c, next) => {
  await next();
};

/** The guard that enforces an access: the same value the OpenAPI document states. */
function guardOf(access: Access, denied?: string): MiddlewareHandler<AppEnv> {
  if (access === "public") return pass;
  if (access === "session") return requireUser;
  if (access === "buyer") return requireBuyer;
  if (Array.isArray(access)) return requireMenu(access, denied);
  // One's own account or the users menu: the only "self" rule there is (lib/users-access.ts).
  if (access.menus.join() !== MENU_IDS.users) throw new Error(`No guard for self or menus ${access.menus.join()}`);
  return selfOrUsersMenu;
}

/**
 * A route's one statement, put first in its Hono chain: `.get("/all", endpoint({ summary, access }), handler)`.
 * It is the route's guard (401/403 before any body is read) and carries what GET /api/openapi.json
 * says about the route (worker/lib/openapi.ts reads it from the app's routes, with their method and path).
 * Like hono-openapi's `describeRoute`, it documents and leaves the body to the handler's own reader
 * (`writeForm`, `readJson`), whose messages and order stay the API's. `denied` words a route's own 403.
 */
export function endpoint(declaration: Declaration & { denied?: string }): Endpoint {
  const { denied, ...doc } = declaration;
  const guard = guardOf(doc.access, denied);
  return Object.assign<MiddlewareHandler<AppEnv>, { declaration: Declaration }>(
    (c, next) => {
      c.set("declaration", doc);
      return guard(c, next);
    },
    { declaration: doc },
  );
}

/**
 * A handler reads its body with the schema its declaration names, never another: a route whose
 * reader and declaration differ fails loudly (500) in the first test that sends it a body.
 */
export function assertDeclaredBody(c: Context<AppEnv>, schema: z.ZodType, files: FileField[] = []) {
  const body = c.var.declaration?.body;
  if (!c.var.declaration || (body?.schema === schema && body.files.map((f) => f.name).join() === files.map((f) => f.name).join())) return;
  throw new Error(`${c.req.method} ${c.req.routePath} reads a body its endpoint(...) does not declare`);
}
