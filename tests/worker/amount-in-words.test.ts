import { describe, expect, it } from "vitest";
import { amountInWords, BN_0_TO_99, lakhGrouping, takaFigures } from "../../worker/contract/amount-in-words";

/** A receipt's amount in words and figures (issue 46; docs/decisions.md "Amounts in words"). */
describe("amount in words", () => {
  it("counts in English as Bangladesh does: crore, lakh, thousand, hundred, no 'and'", () => {
    const cases: [number, string][] = [
      [0, "zero"],
      [1, "one"],
      [19, "nineteen"],
      [21, "twenty-one"],
      [40, "forty"],
      [99, "ninety-nine"],
      [100, "one hundred"],
      [101, "one hundred one"],
      [1_000, "one thousand"],
      [1_001, "one thousand one"],
      [10_250, "ten thousand two hundred fifty"],
      [1_00_000, "one lakh"],
      [1_25_000, "one lakh twenty-five thousand"],
      [12_34_567, "twelve lakh thirty-four thousand five hundred sixty-seven"],
      [1_00_00_000, "one crore"],
      [1_25_00_000, "one crore twenty-five lakh"],
      [99_99_99_999, "ninety-nine crore ninety-nine lakh ninety-nine thousand nine hundred ninety-nine"],
      [1_00_00_00_000, "one hundred crore"],
      [12_345_00_00_001, "twelve thousand three hundred forty-five crore one"],
    ];
    for (const [n, words] of cases) expect(amountInWords(n, "en"), String(n)).toBe(`Taka ${words} only`);
  });

  it("counts in Bengali with its own word for each number below a hundred", () => {
    const cases: [number, string][] = [
      [0, "শূন্য"],
      [1, "এক"],
      [19, "উনিশ"],
      [21, "একুশ"],
      [29, "ঊনত্রিশ"],
      [53, "তিপ্পান্ন"],
      [88, "অষ্টাশি"],
      [99, "নিরানব্বই"],
      [100, "এক শত"],
      [101, "এক শত এক"],
      [1_000, "এক হাজার"],
      [1_00_000, "এক লক্ষ"],
      [1_25_000, "এক লক্ষ পঁচিশ হাজার"],
      [1_25_00_000, "এক কোটি পঁচিশ লক্ষ"],
      [99_99_99_999, "নিরানব্বই কোটি নিরানব্বই লক্ষ নিরানব্বই হাজার নয় শত নিরানব্বই"],
      [1_00_00_00_000, "এক শত কোটি"],
    ];
    for (const [n, words] of cases) expect(amountInWords(n, "bn"), String(n)).toBe(`${words} টাকা মাত্র`);
    // One word per number, none repeated, none empty.
    expect(BN_0_TO_99).toHaveLength(100);
    expect(new Set(BN_0_TO_99).size).toBe(100);
  });

  it("says when an amount is negative (a reversal or a refund) and refuses a fraction", () => {
    expect(amountInWords(-1_25_000, "en")).toBe("Minus taka one lakh twenty-five thousand only");
    expect(amountInWords(-1_25_000, "bn")).toBe("ঋণাত্মক এক লক্ষ পঁচিশ হাজার টাকা মাত্র");
    expect(() => amountInWords(10.5, "en")).toThrow(RangeError);
  });

  it("writes figures in lakh grouping, Bengali digits in Bengali", () => {
    expect([0, 999, 1_000, 1_25_000, 1_25_00_000, 99_99_99_999].map(lakhGrouping)).toEqual(["0", "999", "1,000", "1,25,000", "1,25,00,000", "99,99,99,999"]);
    expect(takaFigures(1_25_000, "en")).toBe("Tk 1,25,000");
    expect(takaFigures(1_25_000, "bn")).toBe("৳ ১,২৫,০০০");
    expect(takaFigures(-1_25_000, "en")).toBe("-Tk 1,25,000");
    expect(takaFigures(-974_682, "bn")).toBe("-৳ ৯,৭৪,৬৮২");
  });
});
