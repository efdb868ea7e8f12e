import { z } from "zod";
import { type Access, ROUTES, type RouteDoc } from "../contract/openapi-routes";
import { IMAGE_VARIANTS_FIELD } from "../contract/image-variants";

const ERROR = {
  type: "object",
  required: ["error"],
  properties: {
    error: {
      type: "object",
      required: ["message"],
      properties: { message: { type: "string" }, issues: { type: "object", additionalProperties: { type: "array", items: { type: "string" } } } },
    },
  },
};

const errorResponse = (description: string) => ({ description, content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } });

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

/** The OpenAPI 3.1 document, generated from the same zod schemas that validate each request. */
export function buildOpenApi() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of ROUTES) {
    const params = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: "path", required: true, schema: { type: "string" } }));
    (paths[`/api${route.path}`] ??= {})[route.method] = {
      summary: route.summary,
      description: accessText(route.access),
      ...(params.length ? { parameters: params } : {}),
      ...(route.access === "public" ? {} : { security: [{ session: [] }] }),
      ...(route.body ? { requestBody: requestBody(route) } : {}),
      responses: {
        [route.method === "post" && route.path.endsWith("add") ? "201" : "200"]: { description: "Success (shapes: docs/decisions.md)" },
        ...(route.body ? { "422": errorResponse("Validation failed; issues per field") } : {}),
        ...(route.access === "public" ? {} : { "401": errorResponse("No session"), "403": errorResponse("Designation not allowed") }),
        "503": errorResponse("Database unavailable"),
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: { title: "UDAY API", version: "1.0.0", description: "Public site and staff dashboard API. Errors: { error: { message, issues? } }." },
    servers: [{ url: "/" }],
    components: {
      schemas: { Error: ERROR },
      securitySchemes: { session: { type: "apiKey", in: "cookie", name: "__Host-session", description: "Set by POST /api/auth/login (named `session` on http://localhost)" } },
    },
    paths,
  };
}
