import { describe, expect, it, vi } from "vitest";
import { generatePassword, GENERATED_PASSWORD_LENGTH, PASSWORD_CLASSES, randomIndex, type RandomSource } from "@/dashboard/features/users/lib/generate-password";
import { userPasswordReset } from "../../worker/contract/users";
import { passwordProblem } from "../../worker/lib/password-rule";

const classes = Object.values(PASSWORD_CLASSES);
const allowed = new Set(classes.join(""));

describe("generated password (docs/product.md §9)", () => {
  it("is 12 characters with a digit, an uppercase, a lowercase and a special character, every time", () => {
    for (let i = 0; i < 500; i++) {
      const p = generatePassword();
      expect(p).toHaveLength(GENERATED_PASSWORD_LENGTH);
      for (const set of classes) expect([...p].some((c) => set.includes(c))).toBe(true);
      expect([...p].every((c) => allowed.has(c))).toBe(true);
    }
  });

  it("passes the API's own reset-password rule", () => {
    for (let i = 0; i < 50; i++) expect(userPasswordReset.safeParse({ newPassword: generatePassword() }).success).toBe(true);
  });

  it("passes the server's common-password and name rule (issue 41), drawing again on a name", async () => {
    const names = ["sadia.rahman", "Sadia Rahman"];
    for (let i = 0; i < 300; i++) expect(await passwordProblem(generatePassword(undefined, undefined, names), names)).toBeNull();
    // A source that draws all zeros once (23 calls: 12 picks, 11 shuffle steps), then real randomness:
    // when that first password contains the account's name, it is drawn again.
    const zeros = generatePassword(12, (v) => v.fill(0));
    const name = zeros.slice(0, 5);
    let calls = 0;
    const once: RandomSource = (v) => (++calls <= 23 ? v.fill(0) : crypto.getRandomValues(v));
    const p = generatePassword(12, once, [name]);
    expect(calls).toBeGreaterThan(23);
    expect(p.toLowerCase()).not.toContain(name.toLowerCase());
  });

  it("draws from crypto.getRandomValues and differs from one call to the next", () => {
    const spy = vi.spyOn(crypto, "getRandomValues");
    const seen = new Set(Array.from({ length: 200 }, () => generatePassword()));
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
    expect(seen.size).toBe(200);
  });

  it("shuffles: the guaranteed characters do not always lead", () => {
    const firstIsUpper = Array.from({ length: 300 }, () => generatePassword()).filter((p) => PASSWORD_CLASSES.upper.includes(p[0]!)).length;
    // Uniform placement gives roughly 26/85 ≈ 31 % uppercase first letters, never all of them.
    expect(firstIsUpper).toBeGreaterThan(40);
    expect(firstIsUpper).toBeLessThan(200);
  });

  it("honours another length, and refuses one too short to hold every class", () => {
    expect(generatePassword(20)).toHaveLength(20);
    expect(() => generatePassword(3)).toThrow(RangeError);
    expect(() => generatePassword(4.5)).toThrow(RangeError);
  });

  it("redraws values from the biased top of the range instead of using them (no modulo bias)", () => {
    const values = [0xffff_ffff, 0xffff_fffe, 7];
    const source: RandomSource = (buf) => {
      buf[0] = values.shift()!;
      return buf;
    };
    // 2^32 is not a multiple of 10: the two top values are refused, 7 is used.
    expect(randomIndex(10, source)).toBe(7);
    expect(values).toEqual([]);
  });

  it("is deterministic for a given random source (so it is the source, not the code, that is random)", () => {
    const seq = (seed: number): RandomSource => {
      let s = seed;
      return (buf) => {
        s = (s * 1103515245 + 12345) >>> 0;
        buf[0] = s;
        return buf;
      };
    };
    expect(generatePassword(12, seq(1))).toBe(generatePassword(12, seq(1)));
    expect(generatePassword(12, seq(1))).not.toBe(generatePassword(12, seq(2)));
  });
});
