/**
 * A schema validation failure (ajv's keyword and params) in words, in both UI languages,
 * with the path of the failing field ('attachments', 'assignments.0.roleId'). The Chinese
 * sentence starts '字段「x」' and the English one "Field 'x'", so a form can show the rest
 * of the sentence under that field (client/lib/field-problem.ts).
 */
import type { FastifyError } from 'fastify';
import { FORMAT_PROBLEMS, isStringFormat } from '../../shared/api/contract/formats';
import type { LocalizedText } from '../../shared/domain/labels';

type ValidationItem = NonNullable<FastifyError['validation']>[number];

export interface ValidationText {
  text: LocalizedText;
  /** Absent when the problem is not one of the form's fields (an unknown field). */
  field?: string;
}

const TYPE_NAMES: Record<string, LocalizedText> = {
  string: { 'zh-CN': '文本', en: 'text' },
  integer: { 'zh-CN': '整数', en: 'a whole number' },
  number: { 'zh-CN': '数字', en: 'a number' },
  boolean: { 'zh-CN': '是或否', en: 'true or false' },
  array: { 'zh-CN': '列表', en: 'a list' },
  object: { 'zh-CN': '对象', en: 'an object' },
  null: { 'zh-CN': '空值', en: 'empty' },
};

function typeNames(type: unknown): LocalizedText {
  const names = String(type)
    .split(',')
    .map((name) => TYPE_NAMES[name] ?? { 'zh-CN': name, en: name });
  return { 'zh-CN': names.map((n) => n['zh-CN']).join('或'), en: names.map((n) => n.en).join(' or ') };
}

/** The problem part after the field's name: '最多 20 个字符' / 'must be at most 20 characters'. */
function problemOf(item: ValidationItem): LocalizedText & { colon?: boolean } {
  const params = item.params;
  const limit = String(params.limit);
  switch (item.keyword) {
    case 'required':
      return { 'zh-CN': '为必填项', en: 'is required' };
    case 'type': {
      const names = typeNames(params.type);
      return { 'zh-CN': `应为${names['zh-CN']}`, en: `must be ${names.en}` };
    }
    case 'enum':
      return { 'zh-CN': '取值不在允许的范围内', en: 'must be one of the allowed values' };
    case 'const':
      return {
        'zh-CN': `应为 ${JSON.stringify(params.allowedValue)}`,
        en: `must be ${JSON.stringify(params.allowedValue)}`,
      };
    case 'minLength':
      return params.limit === 1
        ? { 'zh-CN': '不能为空', en: 'must not be empty' }
        : { 'zh-CN': `至少 ${limit} 个字符`, en: `must be at least ${limit} characters` };
    case 'maxLength':
      return { 'zh-CN': `最多 ${limit} 个字符`, en: `must be at most ${limit} characters` };
    case 'minimum':
      return { 'zh-CN': `不能小于 ${limit}`, en: `must be at least ${limit}` };
    case 'maximum':
      return { 'zh-CN': `不能大于 ${limit}`, en: `must be at most ${limit}` };
    case 'exclusiveMinimum':
      return { 'zh-CN': `必须大于 ${limit}`, en: `must be greater than ${limit}` };
    case 'exclusiveMaximum':
      return { 'zh-CN': `必须小于 ${limit}`, en: `must be less than ${limit}` };
    case 'minItems':
      return params.limit === 1
        ? { 'zh-CN': '至少选择一项', en: 'must have at least one item' }
        : { 'zh-CN': `至少 ${limit} 项`, en: `must have at least ${limit} items` };
    case 'maxItems':
      return { 'zh-CN': `最多 ${limit} 项`, en: `must have at most ${limit} items` };
    case 'uniqueItems':
      return { 'zh-CN': '不能有重复项', en: 'must not repeat an item' };
    case 'format':
      // The shared formats say what the value may not hold, as a sentence of their own.
      if (isStringFormat(params.format)) return { ...FORMAT_PROBLEMS[params.format], colon: true };
      return { 'zh-CN': '格式不正确', en: 'has an invalid format' };
    case 'pattern':
      return { 'zh-CN': '格式不正确', en: 'has an invalid format' };
    default:
      return { 'zh-CN': '取值无效', en: 'is invalid' };
  }
}

/** `context` is the request part that failed ('body', 'querystring'), named when no field is. */
export function describeValidation(item: ValidationItem, context: string | undefined): ValidationText {
  const params = item.params;
  const path = item.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (typeof params.additionalProperty === 'string') {
    const name = path ? `${path}.${params.additionalProperty}` : params.additionalProperty;
    return { text: { 'zh-CN': `不认识的字段「${name}」`, en: `Unknown field '${name}'` } };
  }
  const missing = typeof params.missingProperty === 'string' ? params.missingProperty : undefined;
  const named = missing !== undefined ? (path ? `${path}.${missing}` : missing) : path;
  const field = named || context || 'request';
  const problem = problemOf(item);
  const text = problem.colon
    ? { 'zh-CN': `字段「${field}」：${problem['zh-CN']}`, en: `Field '${field}': ${problem.en}` }
    : { 'zh-CN': `字段「${field}」${problem['zh-CN']}`, en: `Field '${field}' ${problem.en}` };
  // A whole request part ('body') is no field of a form: the form shows the sentence itself.
  return named ? { field: named, text } : { text };
}
