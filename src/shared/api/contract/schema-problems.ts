/**
 * The problems of a value under one of the API's JSON Schemas, by top-level field, in
 * words a user reads. The browser's forms and the server's import reports use it, so both
 * name a problem the way the server's own validation would refuse it. @cfworker/json-schema
 * interprets the schema rather than compiling code (the page's CSP forbids eval).
 */
import { Validator, format } from '@cfworker/json-schema';
import type { LabelLocale } from '../../domain/labels';
import { FORMAT_PROBLEMS, STRING_FORMATS, isStringFormat } from './formats';

// The API's own formats join the library's table, so the browser refuses what the server would.
Object.assign(format, STRING_FORMATS);

const TEXTS = {
  'zh-CN': {
    required: '必填',
    tooLong: '最多 {limit} 个字符',
    pattern: '格式不正确',
    choice: '请选择列表中的值',
    tooMany: '最多 {limit} 项',
    invalid: '取值无效',
  },
  en: {
    required: 'Required',
    tooLong: 'At most {limit} characters',
    pattern: 'Invalid format',
    choice: 'Choose a value from the list',
    tooMany: 'At most {limit} items',
    invalid: 'Invalid value',
  },
} as const;

/** The schema node a keyword location points at ('#/properties/name/maxLength' -> its value). */
function keywordValue(schema: object, location: string): unknown {
  let node: unknown = schema;
  for (const part of location.replace(/^#\/?/, '').split('/').filter(Boolean)) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  return node;
}

/** The words for a failed keyword; `value` is the keyword's value in the schema (a limit, a format name). */
function textOf(keyword: string, value: unknown, locale: LabelLocale): string {
  const t = TEXTS[locale];
  const withLimit = (template: string) => template.replace('{limit}', String(value));
  switch (keyword) {
    case 'required':
    case 'minLength':
      return t.required;
    case 'maxLength':
      return withLimit(t.tooLong);
    case 'maxItems':
      return withLimit(t.tooMany);
    case 'pattern':
      return t.pattern;
    case 'enum':
      return t.choice;
    case 'format':
      return isStringFormat(value) ? FORMAT_PROBLEMS[value][locale] : t.pattern;
    default:
      return t.invalid;
  }
}

/** A checker for one schema: the first problem of each top-level field of a value. */
export function schemaChecker(schema: object) {
  const validator = new Validator(schema, '2020-12', false);
  return (value: unknown, locale: LabelLocale): Record<string, string> => {
    const problems: Record<string, string> = {};
    for (const unit of validator.validate(value).errors) {
      // Compound keywords ('properties', 'items') only say that a part below failed.
      if (unit.keyword === 'properties' || unit.keyword === 'items') continue;
      if (unit.keyword === 'type' && unit.instanceLocation === '#') continue;
      const missing = unit.keyword === 'required' ? /"([^"]+)"/.exec(unit.error)?.[1] : undefined;
      const field = missing ?? unit.instanceLocation.replace(/^#\/?/, '').split('/')[0];
      if (!field || field in problems) continue;
      problems[field] = textOf(unit.keyword, keywordValue(schema, unit.keywordLocation), locale);
    }
    return problems;
  };
}
