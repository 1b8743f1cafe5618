/**
 * Checks a form's body against the JSON Schema the server validates it with (SUITE.md
 * 'Forms'), so the form names the same problems before sending. @cfworker/json-schema
 * interprets the schema instead of compiling code, which the page's CSP (no eval) needs.
 * Each problem is put on the top-level field it concerns, in the form's language.
 */
import { type Schema, Validator } from '@cfworker/json-schema';
import { defineMessages, format } from './i18n';

export const schemaMessages = defineMessages({
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
});

type Texts = (typeof schemaMessages)['en'];

/** The schema node a keyword location points at ('#/properties/name/maxLength' -> its value). */
function keywordValue(schema: object, location: string): unknown {
  let node: unknown = schema;
  for (const part of location.replace(/^#\/?/, '').split('/').filter(Boolean)) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  return node;
}

function textOf(keyword: string, limit: unknown, t: Texts): string {
  switch (keyword) {
    case 'required':
    case 'minLength':
      return t.required;
    case 'maxLength':
      return format(t.tooLong, { limit: String(limit) });
    case 'maxItems':
      return format(t.tooMany, { limit: String(limit) });
    case 'pattern':
      return t.pattern;
    case 'enum':
      return t.choice;
    default:
      return t.invalid;
  }
}

/** A checker for one schema: the problems of a value, by top-level field (the first one each). */
export function schemaChecker(schema: object) {
  const validator = new Validator(schema as Schema, '2020-12', false);
  return (value: unknown, t: Texts): Record<string, string> => {
    const problems: Record<string, string> = {};
    for (const unit of validator.validate(value).errors) {
      // Compound keywords ('properties', 'items') only say that a part below failed.
      if (
        unit.keyword === 'properties' ||
        unit.keyword === 'items' ||
        (unit.keyword === 'type' && unit.instanceLocation === '#')
      ) {
        continue;
      }
      const missing = unit.keyword === 'required' ? /"([^"]+)"/.exec(unit.error)?.[1] : undefined;
      const field = missing ?? unit.instanceLocation.replace(/^#\/?/, '').split('/')[0];
      if (!field || field in problems) continue;
      problems[field] = textOf(unit.keyword, keywordValue(schema, unit.keywordLocation), t);
    }
    return problems;
  };
}
