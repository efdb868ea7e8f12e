import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
const [url, roundsArg, ...variantsRaw] = process.argv.slice(2);
const variants = variantsRaw.map((v) => (v === "-" ? [] : v.split(",")));
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
const res: number[][][] = variants.map(() => []);
for (let r = 0; r < +roundsArg!; r++) for (const [i, blocked] of variants.entries()) {
  const x = await lighthouse(url!, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"], formFactor: "mobile", blockedUrlPatterns: blocked });
  const a = x!.lhr.audits;
  res[i]!.push([Math.round(a["total-blocking-time"].numericValue!), Math.round(a["largest-contentful-paint"].numericValue!)]);
}
const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const [i, v] of variantsRaw.entries()) console.log(v, "TBT", JSON.stringify(res[i]!.map((x) => x[0])), "median", med(res[i]!.map((x) => x[0]!)), "LCP median", med(res[i]!.map((x) => x[1]!)));
await chrome.kill();
