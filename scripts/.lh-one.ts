import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { writeFileSync } from "node:fs";
const [url, outFile, ...blocked] = process.argv.slice(2);
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
const r = await lighthouse(url!, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"], formFactor: "mobile", blockedUrlPatterns: blocked });
writeFileSync(outFile!, JSON.stringify({ lhr: r!.lhr, trace: (r!.artifacts as any).Trace }));
console.log("TBT", r!.lhr.audits["total-blocking-time"].numericValue, "LCP", r!.lhr.audits["largest-contentful-paint"].numericValue, "FCP", r!.lhr.audits["first-contentful-paint"].numericValue, "TTI", r!.lhr.audits["interactive"].numericValue);
await chrome.kill();
