// A Web Worker that solves a public form's proof of work (issue 43, site/lib/proof-of-work.ts), so the
// page's main thread never computes: altcha-lib's own worker loop with WebCrypto's PBKDF2.
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";
import { handler } from "altcha-lib/workers/shared";

handler({ deriveKey });
