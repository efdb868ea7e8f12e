import { describe, expect, it } from "vitest";
import { PHONE_MESSAGE } from "../../worker/contract/phone";
import { displayPhone } from "../../web/site/features/contact-information/lib/display-phone";
import { emptyContact, errorKey, validateContact } from "../../web/site/features/messages/lib/contact-schema";

describe("the contact block's phone: shown with its 01 prefix", () => {
  it("adds 01 to a number stored without it, as the original block did", () => {
    expect(displayPhone("713456789")).toBe("01713456789");
  });

  it("never doubles the prefix of a number stored whole (the demo data stores 01713456789)", () => {
    expect(displayPhone("01713456789")).toBe("01713456789");
  });

  it("reads a +88 or 88 country prefix as the local number", () => {
    expect(displayPhone("+8801713456789")).toBe("01713456789");
    expect(displayPhone("8801713456789")).toBe("01713456789");
  });

  it("adds only the 0 to a ten-digit number missing it", () => {
    expect(displayPhone("1713456789")).toBe("01713456789");
  });

  it("ignores spaces and dashes, and shows nothing for no number", () => {
    expect(displayPhone(" 01713-456 789 ")).toBe("01713456789");
    expect(displayPhone("")).toBe("");
    expect(displayPhone(null)).toBe("");
  });
});

describe("contact form validation (docs/product.md §5 messages)", () => {
  it("reports every empty field with its exact message, the phone one with its leading space", () => {
    const r = validateContact(emptyContact());
    expect(r).toEqual({
      ok: false,
      errors: {
        name: "Your name is required",
        email: "Add valid email is required",
        number: " phone Number is required",
        message: "Message is required",
      },
    });
  });

  it("treats blank text as empty", () => {
    const r = validateContact({ name: "  ", email: " ", number: " ", message: "\n" });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(Object.keys(r.errors).sort()).toEqual(["email", "message", "name", "number"]);
  });

  it("rejects a malformed email with the email message", () => {
    const r = validateContact({ name: "Rafi", email: "rafi@", number: "01711223344", message: "Hi" });
    expect(r).toEqual({ ok: false, errors: { email: "Add valid email is required" } });
  });

  it("rejects a number the phone rule does not read, with its one message, as the API does", () => {
    const r = validateContact({ name: "Rafi", email: "rafi@example.com", number: "12345", message: "Hi" });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.number).toBe(PHONE_MESSAGE);
  });

  it("accepts a valid message, trimmed and with the number normalised to E.164", () => {
    const r = validateContact({ name: " Rafi ", email: "rafi@example.com", number: "01711-223 344", message: " Hello " });
    expect(r).toEqual({ ok: true, data: { name: "Rafi", email: "rafi@example.com", number: "+8801711223344", message: "Hello" } });
  });
});

describe("translation keys of the form's messages", () => {
  it("maps the four product messages (docs/product.md §5) and the API's extra rules", () => {
    expect(errorKey("Your name is required")).toEqual({ key: "name" });
    expect(errorKey("Add valid email is required")).toEqual({ key: "email" });
    expect(errorKey(" phone Number is required")).toEqual({ key: "number" });
    expect(errorKey("Message is required")).toEqual({ key: "message" });
    expect(errorKey(PHONE_MESSAGE)).toEqual({ key: "phoneFormat" });
    expect(errorKey("Must be at most 100 characters")).toEqual({ key: "tooLong", values: { max: "100" } });
    expect(errorKey("Something else")).toBeNull();
  });
});
