import { describe, expect, it } from "vitest";
import { type Catalog, type Strings, translate } from "@/shared/i18n/translate";
import { bengaliDigits } from "../../worker/contract/language";

const catalog: Catalog = {
  en: {
    home: {
      hero: { title: "Build with us", lead: "{{count}} projects in {{ city }}" },
      testimonials: { items: [{ name: "Rahim" }, { name: "Karim" }] },
      onlyEnglish: "Call us",
      more_one: "+{{count}} more project",
      more_other: "+{{count}} more projects",
      flatsOnlyEnglish_one: "{{n}} flat",
      flatsOnlyEnglish_other: "{{n}} flats",
      law: "Rules & terms for {{name}}",
    },
  },
  bn: { home: { more_one: "আরও {{count}}টি প্রকল্প", hero: { title: "আমাদের সাথে গড়ুন" }, testimonials: { items: [{ name: "রহিম" }] } } },
};

describe("translating the site's strings", () => {
  it("reads nested keys and array items by their dotted path", () => {
    expect(translate(catalog, "en", "home", "hero.title")).toBe("Build with us");
    expect(translate(catalog, "en", "home", "testimonials.items.1.name")).toBe("Karim");
    expect(translate(catalog, "bn", "home", "testimonials.items.0.name")).toBe("রহিম");
  });

  it("shows the chosen language's string and falls back to English where it has none", () => {
    expect(translate(catalog, "bn", "home", "hero.title")).toBe("আমাদের সাথে গড়ুন");
    expect(translate(catalog, "bn", "home", "onlyEnglish")).toBe("Call us");
    expect(translate(catalog, "bn", "home", "testimonials.items.1.name")).toBe("Karim");
  });

  it("falls back to English while the Bengali strings are not loaded yet", () => {
    expect(translate({ en: catalog.en }, "bn", "home", "hero.title")).toBe("Build with us");
  });

  it("fills placeholders, with or without spaces inside the braces, and leaves values unescaped", () => {
    expect(translate(catalog, "en", "home", "hero.lead", { count: 12, city: "Dhaka" })).toBe("12 projects in Dhaka");
    expect(translate(catalog, "en", "home", "law", { name: "Tom & Jerry" })).toBe("Rules & terms for Tom & Jerry");
  });

  it("picks the plural form for a count, by the language's own rules", () => {
    expect(translate(catalog, "en", "home", "more", { count: 1 })).toBe("+1 more project");
    expect(translate(catalog, "en", "home", "more", { count: 0 })).toBe("+0 more projects");
    expect(translate(catalog, "en", "home", "more", { count: 5 })).toBe("+5 more projects");
    // Bengali's "one" covers 0 and 1; its "other" is missing here, so English's "other" is used.
    // Numbers in a Bengali string are Bengali digits; in the English fallback, Latin.
    expect(translate(catalog, "bn", "home", "more", { count: 0 })).toBe("আরও ০টি প্রকল্প");
    // The same digits as the one rule (worker/contract/language.ts).
    expect(translate(catalog, "bn", "home", "more", { count: 1 })).toBe(`আরও ${bengaliDigits(1)}টি প্রকল্প`);
    expect(translate(catalog, "bn", "home", "more", { count: 7 })).toBe("+7 more projects");
    expect(translate(catalog, "en", "home", "flatsOnlyEnglish", { count: 2, n: "২" })).toBe("২ flats");
  });

  it("keeps a placeholder it was given no value for, so the gap is visible", () => {
    expect(translate(catalog, "en", "home", "hero.lead", { count: 3 })).toBe("3 projects in {{ city }}");
  });

  it("uses the default text for a key that has no string, as for a category staff typed", () => {
    expect(translate(catalog, "en", "home", "categories.Duplex", { defaultValue: "Duplex" })).toBe("Duplex");
  });

  it("shows a missing key as itself, never as a blank, and never an object as text", () => {
    expect(translate(catalog, "en", "home", "hero.missing")).toBe("hero.missing");
    expect(translate(catalog, "en", "home", "hero")).toBe("hero");
    expect(translate(catalog, "en", "nowhere", "hero.title")).toBe("hero.title");
  });
});

const keysOf = (strings: unknown, prefix = ""): string[] =>
  typeof strings === "string"
    ? [prefix]
    : Object.entries(strings as Strings).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));

describe("the site's Bengali strings", () => {
  const en = import.meta.glob<{ default: Strings }>("../../web/shared/i18n/en/*.json", { eager: true });
  const bn = import.meta.glob<{ default: Strings }>("../../web/shared/i18n/bn/*.json", { eager: true });

  it("has every namespace and every key English has, and none English lacks", () => {
    expect(Object.keys(en).length, "web/shared/i18n/en/*.json found").toBeGreaterThan(0);
    expect(Object.keys(bn).map((p) => p.replace("/bn/", "/"))).toEqual(Object.keys(en).map((p) => p.replace("/en/", "/")));
    for (const [path, { default: strings }] of Object.entries(en)) {
      const bengali = bn[path.replace("/en/", "/bn/")]!.default;
      expect(keysOf(bengali).sort(), path).toEqual(keysOf(strings).sort());
    }
  });
});
