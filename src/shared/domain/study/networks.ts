/**
 * The hospital's networks (site setting): CIDR blocks such as '10.0.0.0/8' or 'fd00::/8', or
 * a single address. The browser's form and the server check them the same way; the server
 * matches addresses against them (modules/quality/monitoring/remote-gate.ts).
 */

/** Most blocks a site lists. */
export const HOSPITAL_NETWORKS_MAX = 50;

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** Eight groups of 1–4 hex digits, '::' once for a run of zero groups, an IPv4 tail allowed. */
function isIpv6(text: string): boolean {
  const halves = text.split('::');
  if (halves.length > 2) return false;
  const groups = halves.flatMap((half) => (half === '' ? [] : half.split(':')));
  let count = 0;
  for (const [i, group] of groups.entries()) {
    if (i === groups.length - 1 && IPV4.test(group)) count += 2;
    else if (/^[0-9A-Fa-f]{1,4}$/.test(group)) count += 1;
    else return false;
  }
  return halves.length === 2 ? count <= 7 : count === 8;
}

/** Whether the text is one address or a CIDR block with a prefix that fits its family. */
export function isNetworkBlock(text: string): boolean {
  const [address = '', prefix, extra] = text.split('/');
  if (extra !== undefined) return false;
  const bits = IPV4.test(address) ? 32 : isIpv6(address) ? 128 : 0;
  if (bits === 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits);
}
