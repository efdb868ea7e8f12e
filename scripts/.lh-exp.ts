import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
const [url, runsArg, ...blocked] = process.argv.slice(2);
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
const out = [];
for (let i = 0; i < +runsArg!; i++) {
  const r = await lighthouse(url!, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"], formFactor: "mobile", blockedUrlPatterns: blocked });
  const a = r!.lhr.audits;
  out.push([Math.round(r!.lhr.categories.performance.score! * 100), Math.round(a["total-blocking-time"].numericValue!), Math.round(a["largest-contentful-paint"].numericValue!)]);
}
const med = (k: number) => out.map((o) => o[k]!).sort((a, b) => a - b)[Math.floor(out.length / 2)];
console.log(url, blocked.join(" ") || "(none)", "runs", JSON.stringify(out), "median perf", med(0), "TBT", med(1), "LCP", med(2));
await chrome.kill();
