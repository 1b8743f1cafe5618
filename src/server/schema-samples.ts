/**
 * For server tests that probe every endpoint: a value that a declaration's JSON Schema
 * accepts (built from the schema alone), and the string fields inside it, so a test can
 * spoil one field at a time and know that nothing else in the request is wrong.
 */

type Schema = Record<string, unknown>;
export type Path = (string | number)[];

export interface StringLeaf {
  path: Path;
  schema: Schema;
  /** Under a oneOf/anyOf branch: the validator's first complaint may name a sibling branch's field. */
  inBranch: boolean;
}

/** Strings a `pattern` may want; the first that fits the pattern and the lengths is used. */
const PATTERN_CANDIDATES = [
  'abc',
  'ab1',
  'A01',
  'A01.1',
  '13800138000',
  '123456',
  '0571-8888888',
  'a@b.cn',
  '/uploads/a.png',
  'https://a.cn',
  `${'0'.repeat(64)}.png`,
  // A calendar feed's file name: its 43-character secret and '.ics'.
  `${'A'.repeat(43)}.ics`,
  '0'.repeat(32),
  'data:image/png;base64,AAAA',
  // A month of a report's period.
  '2026-01',
  // A help article's id (the permission catalogue's help ids).
  'help-sample',
  '2026-01-05',
  '2026-01-05T10:00+08:00',
  // A binder folder's code.
  '01',
  '',
];

const SAMPLE_BY_FORMAT: Record<string, string> = {
  'calendar-date': '2026-01-05',
  instant: '2026-01-05T10:00+08:00',
  'date-or-instant': '2026-01-05',
  'time-zone': 'Asia/Shanghai',
};

const asSchema = (value: unknown): Schema => (value && typeof value === 'object' ? (value as Schema) : {});
const typesOf = (schema: Schema): string[] =>
  (Array.isArray(schema.type) ? schema.type : [schema.type]).filter((t): t is string => typeof t === 'string');

function stringSample(schema: Schema): string {
  if (typeof schema.format === 'string' && SAMPLE_BY_FORMAT[schema.format])
    return SAMPLE_BY_FORMAT[schema.format] ?? '';
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Infinity;
  const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern, 'u') : undefined;
  const fits = (s: string) => s.length >= Math.max(min, 1) && s.length <= max && (!pattern || pattern.test(s));
  return PATTERN_CANDIDATES.find(fits) ?? 'a'.repeat(Math.max(min, 1));
}

/**
 * A value the schema accepts. `branch` picks the oneOf/anyOf alternative; `named` gives
 * values for properties by name (the project id the caller may act on).
 */
export function sampleOf(node: unknown, named: Record<string, unknown>, branch = 0): unknown {
  const schema = asSchema(node);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum.find((v) => v !== null) ?? null;
  const alternatives = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  if (alternatives) {
    const nonNull = alternatives.filter((a) => !typesOf(asSchema(a)).includes('null'));
    return sampleOf(nonNull[branch] ?? nonNull[0], named);
  }
  if ('default' in schema) return schema.default;
  const type = typesOf(schema).find((t) => t !== 'null') ?? (schema.properties ? 'object' : 'null');
  switch (type) {
    case 'object': {
      const properties = asSchema(schema.properties);
      return Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [
          key,
          key in named ? named[key] : sampleOf(value, named, branch),
        ]),
      );
    }
    case 'array': {
      const count = Math.max(typeof schema.minItems === 'number' ? schema.minItems : 1, 1);
      return Array.from({ length: count }, () => sampleOf(schema.items, named, branch));
    }
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? Math.max(schema.minimum, 1) : 1;
    case 'boolean':
      return false;
    case 'string':
      return stringSample(schema);
    default:
      return null;
  }
}

/** How many oneOf/anyOf alternatives (other than null) the schema's first such node has. */
export function branchCount(node: unknown): number {
  const schema = asSchema(node);
  const alternatives = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  if (alternatives) return alternatives.filter((a) => !typesOf(asSchema(a)).includes('null')).length;
  const children = [...Object.values(asSchema(schema.properties)), schema.items].filter(Boolean);
  return Math.max(1, ...children.map(branchCount));
}

/** The string fields of `value` (built by sampleOf with the same branch), with their schemas. */
export function stringLeaves(
  node: unknown,
  value: unknown,
  branch = 0,
  path: Path = [],
  inBranch = false,
): StringLeaf[] {
  const schema = asSchema(node);
  const alternatives = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  if (alternatives) {
    const nonNull = alternatives.filter((a) => !typesOf(asSchema(a)).includes('null'));
    return stringLeaves(nonNull[branch] ?? nonNull[0], value, 0, path, true);
  }
  if (typeof value === 'string' && (typesOf(schema).includes('string') || schema.enum || 'const' in schema)) {
    return 'const' in schema ? [] : [{ path, schema, inBranch }];
  }
  if (Array.isArray(value)) {
    return value.flatMap((item, i) => stringLeaves(schema.items, item, branch, [...path, i], inBranch));
  }
  if (value && typeof value === 'object') {
    const properties = asSchema(schema.properties);
    return Object.entries(value).flatMap(([key, item]) =>
      stringLeaves(properties[key], item, branch, [...path, key], inBranch),
    );
  }
  return [];
}

/** A copy of `value` with the field at `path` replaced. */
export function withValue(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const items: unknown[] = value;
    return items.map((item, i) => (i === head ? withValue(item, rest, replacement) : item));
  }
  const record = value as Record<string, unknown>;
  return { ...record, [String(head)]: withValue(record[String(head)], rest, replacement) };
}
