import { z } from "zod";
import { type Access, ROUTES, type RouteDoc } from "../contract/openapi-routes";
import { IMAGE_VARIANTS_FIELD } from "../contract/image-variants";
import { ERROR_SCHEMA, errorResponses } from "./openapi-responses";

function accessText(access: Access): string {
  if (access === "public") return "No session needed.";
  if (access === "session") return "Any signed-in staff member.";
  if (!Array.isArray(access)) return `The account's own user, or staff whose designation allows menu ${access.menus.join(" or ")} (docs/product.md §6).`;
  return `Staff whose designation allows menu ${access.join(" or ")} (docs/product.md §6).`;
}

function requestBody(route: RouteDoc) {
  if (!route.body) return undefined;
  const schema = z.toJSONSchema(route.body.schema, { io: "input", unrepresentable: "any" }) as { properties?: Record<string, unknown> };
  delete (schema as Record<string, unknown>).$schema;
  for (const file of route.body.files ?? []) {
    schema.properties = { ...schema.properties, [file]: { type: "string", format: "binary", description: "File (checked by its bytes)" } };
  }
  if (route.body.files?.length) {
    const variant = { type: "string", format: "binary" };
    const description = "Optional WebP width variants of this form's images, each named {hash}.w{480|960|1600}.webp after its image's content key (docs/decisions.md \"Image variants\")";
    schema.properties = { ...schema.properties, [IMAGE_VARIANTS_FIELD]: { type: "array", items: variant, description } };
  }
  const type = route.body.type === "json" ? "application/json" : "multipart/form-data";
  return { required: true, content: { [type]: { schema } } };
}

/**
 * A stable operationId from method and path, so it is never hand-written and follows the route:
 * `GET /projects/all` → getProjectsAll, `DELETE /trash/{id}` → deleteTrashById.
 */
export function operationId(method: string, path: string): string {
  const pascal = (word: string) => word.replace(/(?:^|[-_])(\w)/g, (_, c: string) => c.toUpperCase());
  const words = path.split("/").filter(Boolean).map((seg) => (seg.startsWith("{") ? `By${pascal(seg.slice(1, -1))}` : pascal(seg)));
  return method + words.join("");
}

/**
 * Who must be signed in, in OpenAPI terms: public calls need nothing (`[]`); staff calls need the
 * session cookie, and where a designation must allow a menu, one requirement per menu id (any of
 * them will do); calls on one's own account need only the session.
 */
function security(access: Access) {
  if (access === "public") return [];
  if (access === "session" || !Array.isArray(access)) return [{ session: [] }];
  return access.map((menu) => ({ session: [menu] }));
}

/** The OpenAPI 3.1 document, generated from the same zod schemas that validate each request. */
export function buildOpenApi() {
  const paths: Record<string, Record<string, unknown>> = {};
  const ids = new Set<string>();
  for (const route of ROUTES) {
    const params = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: "path", required: true, schema: { type: "string" } }));
    const id = operationId(route.method, route.path);
    if (ids.has(id)) throw new Error(`Two routes derive the operationId ${id}`);
    ids.add(id);
    (paths[`/api${route.path}`] ??= {})[route.method] = {
      operationId: id,
      summary: route.summary,
      description: accessText(route.access),
      ...(params.length ? { parameters: params } : {}),
      security: security(route.access),
      ...(route.body ? { requestBody: requestBody(route) } : {}),
      responses: {
        [route.method === "post" && route.path.endsWith("add") ? "201" : "200"]: { description: "Success (shapes: docs/decisions.md)" },
        ...errorResponses(route),
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "UDAY API",
      version: "1.0.0",
      description: "Public site and staff dashboard API. Errors: { error: { message, issues? } }.",
      // The project publishes no licence (package.json is private): all rights reserved.
      license: { name: "Proprietary, all rights reserved", identifier: "LicenseRef-Proprietary" },
    },
    // The API answers on the site's own origin; the document is served from it.
    servers: [{ url: "/", description: "This site" }],
    components: {
      schemas: { Error: ERROR_SCHEMA },
      securitySchemes: {
        session: {
          type: "apiKey",
          in: "cookie",
          name: "__Host-session",
          description:
            "The session cookie (HttpOnly, SameSite=Lax), set by a sign-in (POST /api/auth/login, /api/auth/totp/verify, /api/auth/totp/enable, /api/auth/passkeys/login). " +
            "Named `__Host-session` over HTTPS (production); `session` where the site runs without secure cookies (http://localhost). " +
            "Role names in a requirement are menu ids the caller's designation must allow (docs/product.md §6).",
        },
      },
    },
    paths,
  };
}
