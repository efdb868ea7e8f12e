const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** Public ids such as "PRJ-7K3M9Q2X": URL-safe, unambiguous, 40 bits of randomness. */
export function newUniId(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `${prefix}-${[...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join("")}`;
}

export function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
