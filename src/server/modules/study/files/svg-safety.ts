/**
 * Refuses an SVG that could run script or reach outside itself when a browser opens it
 * (served from our origin, an SVG is a document). Refusing is safer than cleaning: the
 * checks are over the raw text and over the text with character references decoded, so
 * `&#106;avascript:` is caught too; a false alarm only costs the uploader a cleaner file.
 * Public SVGs are also served with a CSP that forbids scripts (see routes.ts).
 */

export type SvgProblem =
  | 'script'
  | 'event-handler'
  | 'javascript-url'
  | 'external-reference'
  | 'foreign-object'
  | 'doctype'
  | 'processing-instruction'
  | 'encoding';

const NAMED_REFERENCES: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  lpar: '(',
  rpar: ')',
  period: '.',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/** Decodes numeric and a few named character references (what a hidden URL would use). */
function decodeReferences(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_REFERENCES[ref.toLowerCase()] ?? whole;
  });
}

/** Attribute values that name a URL: href, xlink:href, src and the like. */
const URL_ATTRIBUTE = /(?:^|[\s"'/])(?:xlink:)?(?:href|src)\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/gi;

const CHECKS: readonly [SvgProblem, RegExp][] = [
  ['doctype', /<!DOCTYPE|<!ENTITY|<!\[CDATA\[[\s\S]*<!ENTITY/i],
  ['script', /<(?:[a-z0-9_-]+:)?script[\s>/]/i],
  ['foreign-object', /<(?:[a-z0-9_-]+:)?foreignObject[\s>/]/i],
  // HTML that only means something inside foreignObject, refused all the same.
  ['foreign-object', /<(?:[a-z0-9_-]+:)?(?:iframe|embed|object|html|body)[\s>/]/i],
  ['event-handler', /(?:^|[\s"'/])on[a-z][a-z0-9_.:-]*\s*=/i],
  ['javascript-url', /(?:java|vb)script\s*:/i],
  // An animation that sets a link (its target could be javascript:).
  ['javascript-url', /attributeName\s*=\s*["']?\s*(?:xlink:)?href/i],
  // CSS that loads something: @import, or url() naming anything but a fragment.
  ['external-reference', /@import/i],
  ['external-reference', /url\(\s*["']?\s*(?!#)/i],
  // Processing instructions other than the XML declaration (xml-stylesheet loads a file).
  ['processing-instruction', /<\?(?!xml\s)/i],
];

function urlProblem(text: string): SvgProblem | null {
  for (const match of text.matchAll(URL_ATTRIBUTE)) {
    // Control characters and spaces are ignored by URL parsers: "java\tscript:".
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    const value = decodeReferences(match[2] ?? match[3] ?? match[4] ?? '').replace(/[\s\u0000-\u001f]/g, '');
    if (value === '' || value.startsWith('#')) continue;
    return /^(?:java|vb)script:/i.test(value) ? 'javascript-url' : 'external-reference';
  }
  return null;
}

/** The first reason to refuse the SVG, or null when it is a plain picture. */
export function svgProblem(data: Uint8Array): SvgProblem | null {
  const raw = Buffer.from(data).toString('utf8');
  if (raw.includes('\uFFFD')) return 'encoding';
  for (const text of [raw, decodeReferences(raw)]) {
    for (const [problem, pattern] of CHECKS) if (pattern.test(text)) return problem;
    const url = urlProblem(text);
    if (url) return url;
  }
  return null;
}
