import { describe, expect, it } from "vitest";
import { contentBody } from "../../web/dashboard/features/content/components/content-form";
import { fileValue } from "../../web/dashboard/components/file-input/file-value";
import { fromParagraphs, toParagraphs } from "../../web/dashboard/lib/paragraphs";

/** docs/product.md §5 "Description textareas": split by newline into paragraphs, blank lines removed. */
describe("description textareas", () => {
  it("makes one paragraph per line", () => {
    expect(toParagraphs("First line.\nSecond line.")).toEqual(["First line.", "Second line."]);
  });

  it("drops blank and whitespace-only lines, whatever the line endings", () => {
    expect(toParagraphs("\n\nOne\r\n\r\n   \r\nTwo\rThree\n\t\n")).toEqual(["One", "Two", "Three"]);
  });

  it("trims the spaces around each paragraph but keeps those inside", () => {
    expect(toParagraphs("  Gulshan  2 handover  \n")).toEqual(["Gulshan  2 handover"]);
  });

  it("gives an empty list for an empty or blank text", () => {
    expect(toParagraphs("")).toEqual([]);
    expect(toParagraphs(" \n \n")).toEqual([]);
  });

  it("shows a stored list back one paragraph per line, and reads it back unchanged", () => {
    const list = ["এক", "Two"];
    expect(fromParagraphs(list)).toBe("এক\nTwo");
    expect(toParagraphs(fromParagraphs(list))).toEqual(list);
    expect(fromParagraphs(null)).toBe("");
  });
});

describe("the content form's multipart body", () => {
  const values = { title: "T", titleBn: "", descriptionBn: "", status: "pending" as const, tag: "news", mainImage: fileValue("/im/blogImages/a.jpg") };

  it("sends the paragraphs as one JSON list", () => {
    const body = contentBody({ ...values, description: "A\n\nB" }, false, false);
    expect(body.get("mainDescription")).toBe('["A","B"]');
    expect(body.has("tag")).toBe(false);
    expect(body.has("mainImage")).toBe(false);
  });

  it("sends an emptied description as an empty value on edit, and leaves it out on add", () => {
    expect(contentBody({ ...values, description: "\n" }, true, true).get("mainDescription")).toBe("");
    expect(contentBody({ ...values, description: "\n" }, true, false).has("mainDescription")).toBe(false);
    expect(contentBody({ ...values, description: "" }, true, true).get("tag")).toBe("news");
  });

  it("sends the Bengali twins beside the English fields, and an emptied twin as an empty value on edit", () => {
    const body = contentBody({ ...values, description: "A", titleBn: "শিরোনাম", descriptionBn: "ক\n\nখ" }, false, false);
    expect([body.get("titleBn"), body.get("mainDescriptionBn")]).toEqual(["শিরোনাম", '["ক","খ"]']);
    const emptied = contentBody({ ...values, description: "A" }, false, true);
    expect([emptied.get("titleBn"), emptied.get("mainDescriptionBn")]).toEqual(["", ""]);
    expect(contentBody({ ...values, description: "A" }, false, false).has("mainDescriptionBn")).toBe(false);
  });
});
