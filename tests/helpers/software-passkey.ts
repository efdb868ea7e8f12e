import { isoBase64URL, isoCBOR } from "@simplewebauthn/server/helpers";

/**
 * A software authenticator for API tests: one ES256 passkey with a counter that stays 0, as a synced
 * passkey's does. It answers the server's own options, so the real verification runs. The browser
 * tests use Chromium's virtual authenticator instead (tests/e2e/dashboard-passkeys.test.ts).
 */
export async function softwarePasskey(origin = "http://localhost") {
  const rpId = new URL(origin).hostname;
  const keys = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"])) as CryptoKeyPair;
  const id = crypto.getRandomValues(new Uint8Array(16));
  const idText = isoBase64URL.fromBuffer(id);
  const sha256 = async (data: Uint8Array) => new Uint8Array(await crypto.subtle.digest("SHA-256", data));
  const join = (...parts: Uint8Array[]) => {
    const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    parts.reduce((at, p) => (out.set(p, at), at + p.length), 0);
    return out;
  };
  const clientData = (type: string, challenge: string) => new TextEncoder().encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  // Flags: user present (0x01), user verified (0x04), attested credential data (0x40).
  const authData = async (flags: number, attested?: Uint8Array) => join(await sha256(new TextEncoder().encode(rpId)), new Uint8Array([flags, 0, 0, 0, 0]), attested ?? new Uint8Array());

  async function coseKey() {
    const jwk = await crypto.subtle.exportKey("jwk", keys.publicKey);
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, isoBase64URL.toBuffer(jwk.x!)],
        [-3, isoBase64URL.toBuffer(jwk.y!)],
      ]),
    );
  }

  /** WebCrypto signs ECDSA as r‖s; WebAuthn carries it DER-encoded. */
  function der(raw: Uint8Array) {
    const int = (b: Uint8Array) => {
      let i = 0;
      while (i < b.length - 1 && b[i] === 0) i++;
      const v = b.slice(i);
      return v[0]! & 0x80 ? join(new Uint8Array([0x02, v.length + 1, 0]), v) : join(new Uint8Array([0x02, v.length]), v);
    };
    const body = join(int(raw.slice(0, 32)), int(raw.slice(32)));
    return join(new Uint8Array([0x30, body.length]), body);
  }

  return {
    id: idText,
    /** The browser's answer to creation options (attestation "none"). */
    async register(options: { challenge: string }) {
      const attested = join(new Uint8Array(16), new Uint8Array([0, id.length]), id, await coseKey());
      const attestationObject = isoCBOR.encode(new Map<string, unknown>([["fmt", "none"], ["attStmt", new Map()], ["authData", await authData(0x45, attested)]]) as never);
      return {
        id: idText,
        rawId: idText,
        type: "public-key",
        response: { clientDataJSON: isoBase64URL.fromBuffer(clientData("webauthn.create", options.challenge)), attestationObject: isoBase64URL.fromBuffer(attestationObject), transports: ["internal"] },
        clientExtensionResults: {},
      };
    },
    /** The browser's signed assertion for request options. */
    async assert(options: { challenge: string }) {
      const data = clientData("webauthn.get", options.challenge);
      const auth = await authData(0x05);
      const raw = new Uint8Array(await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, keys.privateKey, join(auth, await sha256(data))));
      return {
        id: idText,
        rawId: idText,
        type: "public-key",
        response: { clientDataJSON: isoBase64URL.fromBuffer(data), authenticatorData: isoBase64URL.fromBuffer(auth), signature: isoBase64URL.fromBuffer(der(raw)) },
        clientExtensionResults: {},
      };
    },
  };
}
