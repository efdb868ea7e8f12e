// Hrana JSON values <-> the JS values the `libsql` binding accepts/returns.
// Integers travel as decimal strings so 64-bit values survive JSON; the
// connection runs with safeIntegers, so SQLite integers arrive here as bigint
// and floats as number, which keeps INTEGER vs REAL distinguishable.
import { ProtocolError } from "./errors.js";

export type SqlValue = null | bigint | number | string | Uint8Array;

export type HranaValue =
  | { type: "null" }
  | { type: "integer"; value: string }
  | { type: "float"; value: number }
  | { type: "text"; value: string }
  | { type: "blob"; base64: string };

const MIN_I64 = -(2n ** 63n);
const MAX_I64 = 2n ** 63n - 1n;

function stringField(obj: Record<string, unknown>, key: string): string {
  const v = obj[key];
  if (typeof v !== "string") throw new ProtocolError(`Value of type ${String(obj.type)} needs a string "${key}"`);
  return v;
}

export function decodeValue(raw: unknown): SqlValue {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    throw new ProtocolError("Value must be an object");
  }
  const obj = raw as Record<string, unknown>;
  switch (obj.type) {
    case "null":
      return null;
    case "integer": {
      // The client always sends a string; accept a safe JSON number too.
      const v = obj.value;
      const text = typeof v === "number" && Number.isSafeInteger(v) ? String(v) : v;
      if (typeof text !== "string" || !/^-?\d+$/.test(text)) {
        throw new ProtocolError("Integer value must be a decimal string");
      }
      const n = BigInt(text);
      if (n < MIN_I64 || n > MAX_I64) throw new ProtocolError("Integer value is out of 64-bit range");
      return n;
    }
    case "float":
      if (typeof obj.value !== "number") throw new ProtocolError("Float value must be a number");
      return obj.value;
    case "text":
      return stringField(obj, "value");
    case "blob":
      return Buffer.from(stringField(obj, "base64"), "base64");
    default:
      throw new ProtocolError(`Unknown value type ${JSON.stringify(obj.type)}`);
  }
}

export function encodeValue(v: unknown): HranaValue {
  if (v === null || v === undefined) return { type: "null" };
  if (typeof v === "bigint") return { type: "integer", value: v.toString() };
  // JSON cannot carry Infinity (SQLite can produce it, e.g. 1e999); sqld's
  // serde would emit null there too, so NULL is the least surprising answer.
  if (typeof v === "number") return Number.isFinite(v) ? { type: "float", value: v } : { type: "null" };
  if (typeof v === "string") return { type: "text", value: v };
  if (v instanceof Uint8Array) return { type: "blob", base64: Buffer.from(v.buffer, v.byteOffset, v.byteLength).toString("base64") };
  throw new Error(`Cannot encode SQL value of type ${typeof v}`);
}
