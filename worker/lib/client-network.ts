/**
 * What a per-address limit counts by: an IPv4 address itself, an IPv6 address's /64 network. One
 * home or phone connection is handed a whole /64 (2^64 addresses) and picks new ones at will
 * (RFC 8981), so counting single IPv6 addresses would stop nobody; the /64 is what one subscriber
 * holds (RFC 6177). Anything else (no address: a local run) is counted as it is.
 */
export function clientNetwork(address: string): string {
  const ip = address.trim().toLowerCase();
  if (!ip.includes(":")) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  // An IPv4 address written as IPv6 (::ffff:a.b.c.d) is that IPv4 address.
  if (groups.slice(0, 6).join(":") === "0:0:0:0:0:ffff") {
    const [hi, lo] = [parseInt(groups[6]!, 16), parseInt(groups[7]!, 16)];
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join(".");
  }
  return `${groups.slice(0, 4).join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, without leading zeros; null when it is not one. */
function ipv6Groups(ip: string): string[] | null {
  let text = ip.replace(/%.*$/, ""); // a zone id (fe80::1%eth0) names an interface, not a host
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const b = v4.slice(1).map(Number);
    if (b.some((n) => n > 255)) return null;
    text = `${text.slice(0, v4.index)}${((b[0]! << 8) | b[1]!).toString(16)}:${((b[2]! << 8) | b[3]!).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => g.replace(/^0+(?=.)/, ""));
}

/**
 * What the sessions list shows of where a session signed in: the IPv4 /24 or the IPv6 /64, enough
 * to tell "the office" from "somewhere else" without storing anyone's full address.
 */
export function addressPrefix(address: string): string {
  const network = clientNetwork(address);
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/.exec(network);
  return v4 ? `${v4[1]}.${v4[2]}.${v4[3]}.0/24` : network;
}
