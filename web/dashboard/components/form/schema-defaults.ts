type Shape = { shape: Record<string, unknown> };

/**
 * A form's starting text for each field of the API's schema: the item's value, or "" (an add form, or
 * a value the item lacks). The schema's fields come from the resource's table
 * (worker/contract/table-schema.ts), so a form does not list them again; fields it edits otherwise
 * (files, lists, phones, the schedule) are spread after, overriding these.
 */
export function textDefaults<S extends Shape>(schema: S, item: object | null | undefined): { [K in keyof S["shape"]]: string } {
  const values = (item ?? {}) as Record<string, unknown>;
  return Object.fromEntries(Object.keys(schema.shape).map((field) => [field, values[field] ?? ""])) as { [K in keyof S["shape"]]: string };
}

/** The form's values of the API schema's fields, for the request body (files and the schedule are spread after). */
export function schemaValues<S extends Shape, V extends Partial<Record<keyof S["shape"], unknown>>>(schema: S, values: V): Pick<V, keyof S["shape"] & keyof V> {
  return Object.fromEntries(Object.keys(schema.shape).map((field) => [field, values[field as keyof V]])) as Pick<V, keyof S["shape"] & keyof V>;
}
