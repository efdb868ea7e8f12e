import { describe, expect, it } from "vitest";
import { z } from "zod";
import { projectDetails } from "../../worker/db/schema/project-details";
import { list, required } from "../../worker/contract/fields";
import { projectCreate, projectUpdate } from "../../worker/contract/projects";
import { tableSchema } from "../../worker/contract/table-schema";

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => [i.path.join("."), i.message]) ?? [];

// docs/decisions.md "One definition of a resource's fields": the table states the fields and their twins.
describe("a resource's schemas from its table", () => {
  it("gives each field with a Bengali twin column its twin, right after it, with the English field's limit", () => {
    expect(Object.keys(projectCreate.shape)).toEqual(["name", "nameBn", "title", "titleBn", "status", "category", "location", "locationBn", "locationCode", "publishAt", "unpublishAt"]);
    expect(messages(projectUpdate.safeParse({ nameBn: "x".repeat(201), locationBn: "x".repeat(121) }))).toEqual([
      ["nameBn", "Must be at most 200 characters"],
      ["locationBn", "Must be at most 120 characters"],
    ]);
    expect(projectUpdate.parse({ nameBn: "", titleBn: " নাম " })).toEqual({ nameBn: "", titleBn: "নাম" });
  });

  it("never requires a twin, not even a required list's, and can place the twins after a field", () => {
    const schema = tableSchema(projectDetails, { description: list(50, 5000).pipe(z.array(z.string()).min(1, "Description is required")), address: required("Address is required", 500) }, { twinsAfter: "address" });
    expect(Object.keys(schema.shape)).toEqual(["description", "address", "descriptionBn", "addressBn"]);
    expect(schema.parse({ description: "One", address: "Dhaka" })).toEqual({ description: ["One"], address: "Dhaka" });
    expect(messages(schema.safeParse({ description: "", address: "A", descriptionBn: Array(51).fill("x") }))).toEqual([
      ["description", "Description is required"],
      ["descriptionBn", "At most 50 items"],
    ]);
  });

  it("makes the update the create's fields, each optional, refusing others", () => {
    expect(projectUpdate.parse({})).toEqual({});
    expect(projectUpdate.parse({ title: "" })).toEqual({ title: null });
    expect(messages(projectUpdate.safeParse({ name: " " }))).toEqual([["name", "Name is required"]]);
    // mainImage is a column but no API field here: the route reads it as a file.
    expect(messages(projectUpdate.safeParse({ mainImage: "x" }))).toEqual([["", 'Unrecognized key: "mainImage"']]);
  });
});
