import { describe, expect, it } from "vitest";
import { formatPhone, isPhone, normalizePhone, telHref, whatsappHref } from "../../worker/contract/phone";
import { parseLocationCode } from "../../worker/contract/constants";

/** docs/product.md §5 "Phone numbers": the one rule shared by the contact form, users and the company record. */
describe("the phone rule: accepted numbers and their E.164 form", () => {
  const valid: [string, string][] = [
    // Bangladeshi mobiles, every common writing
    ["01711111111", "+8801711111111"],
    ["+8801711111111", "+8801711111111"],
    ["8801711111111", "+8801711111111"],
    ["008801711111111", "+8801711111111"],
    ["01711-111111", "+8801711111111"],
    ["01711 111 111", "+8801711111111"],
    ["+88 01711-111111", "+8801711111111"],
    ["+880 1711 111111", "+8801711111111"],
    [" 01911-223344 ", "+8801911223344"],
    ["013 1234 5678", "+8801312345678"],
    ["(01711) 111111", "+8801711111111"],
    ["01711.111.111", "+8801711111111"],
    // Bangladeshi landlines
    ["02-9881234", "+88029881234"],
    ["029881234", "+88029881234"],
    ["02-55012345", "+880255012345"],
    ["+880 2 9881234", "+88029881234"],
    ["8802-9881234", "+88029881234"],
    ["031-2345678", "+880312345678"],
    ["0431-62345", "+88043162345"],
    // International, E.164
    ["+1 415 555 0100", "+14155550100"],
    ["+1 (415) 555-0100", "+14155550100"],
    ["+44 20 7946 0958", "+442079460958"],
    ["+971 50 123 4567", "+971501234567"],
    ["0044 20 7946 0958", "+442079460958"],
    ["+61 2 9374 4000", "+61293744000"],
    ["+966501234567", "+966501234567"],
    // Bengali digits, as Avro and Gboard type them (issue 42), alone or mixed with Latin ones
    ["০১৭১২৩৪৫৬৭৮", "+8801712345678"],
    ["+৮৮ ০১৭১২-৩৪৫৬৭৮", "+8801712345678"],
    ["০১৯১১-223344", "+8801911223344"],
    ["০২-৯৮৮১২৩৪", "+88029881234"],
  ];
  for (const [input, e164] of valid) {
    it(`accepts ${JSON.stringify(input)} as ${e164}`, () => {
      expect(isPhone(input)).toBe(true);
      expect(normalizePhone(input)).toBe(e164);
      // Normalising is stable: the stored form reads back to itself.
      expect(normalizePhone(e164)).toBe(e164);
    });
  }
});

describe("the phone rule: refused numbers", () => {
  const invalid = [
    "",
    "   ",
    "12345",
    "0171111111", // one digit short
    "017111111111", // one digit long
    "01211111111", // 012 is not a mobile prefix
    "01011111111",
    "1711111111", // no trunk 0, no country code
    "+88 1711111111x",
    "+8801711111", // short mobile after +880
    "+880 0171 1111111",
    "+88 12345",
    "88017111111112",
    "02-12345", // landline too short
    "4155550100", // a foreign number without its + and country code
    "+0 415 555 0100", // country codes never start with 0
    "+1 415", // too short for a real line
    "+1234567890123456", // 16 digits: longer than E.164 allows
    "01711111111 ext 2",
    "phone: 01711111111",
    "+-01711111111",
    "++8801711111111",
    "01711111111+",
    null,
    undefined,
  ];
  for (const input of invalid) {
    it(`refuses ${JSON.stringify(input)}`, () => {
      expect(isPhone(input)).toBe(false);
      expect(normalizePhone(input)).toBeNull();
    });
  }
});

describe("showing and linking numbers", () => {
  it("shows Bangladeshi numbers in the local format and others in E.164", () => {
    expect(formatPhone("+8801711111111")).toBe("01711111111");
    expect(formatPhone("8801711-111111")).toBe("01711111111");
    expect(formatPhone("+88029881234")).toBe("02-9881234");
    expect(formatPhone("+880312345678")).toBe("0312345678");
    expect(formatPhone("+1 415 555 0100")).toBe("+14155550100");
  });

  it("shows a stored value the rule cannot read as it is, never an empty string", () => {
    expect(formatPhone(" 12345 ")).toBe("12345");
    expect(formatPhone("")).toBe("");
  });

  it("links tel: and WhatsApp to the normalised number, so they work from abroad", () => {
    expect(telHref("01711-111111")).toBe("tel:+8801711111111");
    expect(telHref("02-9881234")).toBe("tel:+88029881234");
    expect(telHref("+1 415 555 0100")).toBe("tel:+14155550100");
    expect(whatsappHref("01713-000000")).toBe("https://wa.me/8801713000000");
    expect(whatsappHref("+44 20 7946 0958")).toBe("https://wa.me/442079460958");
  });
});

describe("locationCode: decimal numbers only (docs/product.md §5 Map coordinates)", () => {
  it("reads plain decimals, signs and spaces", () => {
    expect(parseLocationCode("23.8103,90.4125")).toEqual({ lat: 23.8103, lng: 90.4125 });
    expect(parseLocationCode(" -33.5 , +151 ")).toEqual({ lat: -33.5, lng: 151 });
    expect(parseLocationCode(".5,10.")).toEqual({ lat: 0.5, lng: 10 });
  });

  it("refuses hexadecimal, exponents, Infinity and other things Number() would read", () => {
    for (const code of ["0x10,20", "20,0x10", "1e1,20", "Infinity,20", "0b1,20", "0o7,20", "23.8,", "23.8,90,1", "1_0,20"]) {
      expect(parseLocationCode(code)).toBeNull();
    }
  });
});
