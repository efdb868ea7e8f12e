import { OpenAPIHono, type RouteConfig } from "@hono/zod-openapi";
import type { RouterRoute } from "hono/types";
import { z } from "zod";
import { IMAGE_VARIANTS_FIELD, IMAGE_WIDTHS } from "../contract/image-variants";
import type { Access, Body, Declaration } from "../middleware/endpoint";
import { ERROR_SCHEMA, errorResponses } from "./openapi-responses";

/** A route as the app serves it: method and path from Hono, the rest from its `endpoint(...)`. */
export type DeclaredRoute = Declaration & { method: "get" | "post" | "put" | "patch" | "delete"; path: string };

/** A mounted sub-app's handlers may be wrapped by Hono (its error handler); the original sits under this key. */
const COMPOSED = "__COMPOSED_HANDLER";

/** The route's declaration among its handlers (middleware/endpoint.ts), if it has one. */
export function declarationOf(handler: unknown): Declaration | undefined {
  for (let h = handler as Record<string, unknown> | undefined, depth = 0; h && depth < 4; depth++) {
    if ("declaration" in h) return h.declaration as Declaration;
    h = h[COMPOSED] as Record<string, unknown> | undefined;
  }
  return undefined;
}

/**
 * Every route the app serves (method and path as Hono registered them, `:id{…}` as `{id}`), each
 * with its declaration. A route without one is a mistake: it would be served undocumented and unguarded.
 */
export function declaredRoutes(routes: readonly RouterRoute[]): DeclaredRoute[] {
  const found = new Map<string, DeclaredRoute | null>();
  for (const r of routes) {
    if (r.method === "ALL") continue;
    // A parameter with a fixed ending (`:number{[^/]+\.pdf}`, a receipt's file) keeps it: `{number}.pdf`.
    const path = r.path.replace(/:(\w+)(?:\{[^}]*?(?:\\\.(\w+))?\})?/g, (_, name: string, ext?: string) => `{${name}}${ext ? `.${ext}` : ""}`);
    const key = `${r.method} ${path}`;
    const declaration = declarationOf(r.handler);
    if (declaration) found.set(key, { ...declaration, method: r.method.toLowerCase() as DeclaredRoute["method"], path });
    else if (!found.has(key)) found.set(key, null);
  }
  return [...found].map(([key, route]) => {
    if (!route) throw new Error(`${key} has no endpoint(...) declaration (worker/middleware/endpoint.ts)`);
    return route;
  });
}

function accessText(access: Access): string {
  if (access === "public") return "No session needed.";
  if (access === "session") return "Any signed-in staff member.";
  if (access === "buyer") return "A buyer signed in to the portal (POST /api/my/verify); never a staff session (docs/product.md §11).";
  if (!Array.isArray(access)) return `The account's own user, or staff whose designation allows menu ${access.menus.join(" or ")} (docs/product.md §6).`;
  return `Staff whose designation allows menu ${access.join(" or ")} (docs/product.md §6).`;
}

/** The body's JSON Schema, from the same zod schema the handler validates with; files as binary. */
function requestBody(body: Body) {
  const schema = z.toJSONSchema(body.schema, { io: "input", unrepresentable: "any" }) as { properties?: Record<string, unknown> };
  delete (schema as Record<string, unknown>).$schema;
  for (const { name } of body.files) {
    schema.properties = { ...schema.properties, [name]: { type: "string", format: "binary", description: "File (checked by its bytes)" } };
  }
  if (body.files.length) {
    const variant = { type: "string", format: "binary" };
    const description = `Optional WebP width variants of this form's images, each named {hash}.w{${IMAGE_WIDTHS.join("|")}}.webp after its image's content key (docs/decisions.md "Image variants")`;
    schema.properties = { ...schema.properties, [IMAGE_VARIANTS_FIELD]: { type: "array", items: variant, description } };
  }
  const type = body.type === "json" ? "application/json" : "multipart/form-data";
  return { required: true, content: { [type]: { schema } } };
}

/**
 * A stable operationId from method and path, so it is never hand-written and follows the route:
 * `GET /projects/all` → getProjectsAll, `DELETE /trash/{id}` → deleteTrashById, `GET /receipts/{number}.pdf` → getReceiptsByNumberPdf.
 */
export function operationId(method: string, path: string): string {
  const pascal = (word: string) => word.replace(/(?:^|[-_.])(\w)/g, (_, c: string) => c.toUpperCase());
  const param = (seg: string) => `By${pascal(seg.slice(1, seg.indexOf("}")))}${pascal(seg.slice(seg.indexOf("}") + 1))}`;
  const words = path.split("/").filter(Boolean).map((seg) => (seg.startsWith("{") ? param(seg) : pascal(seg)));
  return method + words.join("");
}

/**
 * Who must be signed in, in OpenAPI terms: public calls need nothing (`[]`); staff calls need the
 * session cookie, and where a designation must allow a menu, one requirement per menu id (any of
 * them will do); calls on one's own account need only the session.
 */
function security(access: Access) {
  if (access === "public") return [];
  if (access === "buyer") return [{ buyerSession: [] }];
  if (access === "session" || !Array.isArray(access)) return [{ session: [] }];
  return access.map((menu) => ({ session: [menu] }));
}

/**
 * The generator's types ask for zod schemas or openapi3-ts objects; ours are plain JSON Schema (from
 * `z.toJSONSchema`, the converter the contracts are written for), which it copies as they are.
 */
type Schema = Parameters<OpenAPIHono["openAPIRegistry"]["registerComponent"]>[2];

/** One operation of the document, all of it derived from the route's method, path and declaration. */
function operation(route: DeclaredRoute) {
  const params = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1]!, in: "path" as const, required: true, schema: { type: "string" as const } }));
  return {
    method: route.method,
    path: `/api${route.path}`,
    operationId: operationId(route.method, route.path),
    summary: route.summary,
    description: accessText(route.access),
    ...(params.length ? { parameters: params } : {}),
    security: security(route.access),
    ...(route.body ? { request: { body: requestBody(route.body) } } : {}),
    responses: {
      [route.accepted ? "202" : route.created || (route.method === "post" && route.path.endsWith("add")) ? "201" : "200"]: { description: "Success (shapes: docs/decisions.md)" },
      ...errorResponses(route),
    },
  };
}

/**
 * The OpenAPI 3.1 document of the routes the app serves, from their declarations: @hono/zod-openapi's
 * registry and generator assemble it (docs/decisions.md "API shape").
 */
export function buildOpenApi(routes: readonly RouterRoute[]) {
  const generator = new OpenAPIHono();
  const registry = generator.openAPIRegistry;
  registry.registerComponent("schemas", "Error", ERROR_SCHEMA as Schema);
  registry.registerComponent("securitySchemes", "session", {
    type: "apiKey",
    in: "cookie",
    name: "__Host-session",
    description:
      "The session cookie (HttpOnly, SameSite=Lax), set by a sign-in (POST /api/auth/login, /api/auth/totp/verify, /api/auth/totp/enable, /api/auth/passkeys/login). " +
      "Named `__Host-session` over HTTPS (production); `session` where the site runs without secure cookies (http://localhost). " +
      "Role names in a requirement are menu ids the caller's designation must allow (docs/product.md §6).",
  });
  registry.registerComponent("securitySchemes", "buyerSession", {
    type: "apiKey",
    in: "cookie",
    name: "__Host-buyer-session",
    description:
      "A buyer's session cookie (HttpOnly, SameSite=Lax), set by POST /api/my/verify; `buyer-session` without secure cookies. " +
      "Apart from the staff session: staff routes refuse it, and /api/my routes refuse a staff session.",
  });
  const ids = new Set<string>();
  for (const route of declaredRoutes(routes)) {
    const op = operation(route);
    if (ids.has(op.operationId)) throw new Error(`Two routes derive the operationId ${op.operationId}`);
    ids.add(op.operationId);
    registry.registerPath(op as RouteConfig);
  }
  return generator.getOpenAPI31Document({
    openapi: "3.1.0",
    info: {
      title: "UDAY API",
      version: "1.0.0",
      description: "Public site and staff dashboard API. Errors: { error: { message, issues? } }.",
      // The project publishes no licence (package.json is private): all rights reserved.
      // OpenAPI 3.1 takes an SPDX `identifier`; the generator's type for a licence predates it.
      license: { name: "Proprietary, all rights reserved", identifier: "LicenseRef-Proprietary" } as { name: string },
    },
    // The API answers on the site's own origin; the document is served from it.
    servers: [{ url: "/", description: "This site" }],
  });
}
