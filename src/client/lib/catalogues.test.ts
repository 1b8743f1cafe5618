/**
 * Every message catalogue and every two-language name in the code base is complete: found by
 * scanning the folders, so a new feature's catalogue or a new dictionary is checked without
 * being listed here.
 */
import { describe, expect, it } from 'vitest';
import { placeholdersOf } from './i18n';

type Module = Record<string, unknown>;

/** The catalogues: `messages.ts` and `*-messages.ts` files anywhere in the client. */
const catalogueModules = import.meta.glob<Module>(['/src/client/**/messages.ts', '/src/client/**/*-messages.ts'], {
  eager: true,
});
/** Fixed dictionaries and names: every shared module, and the client's `*-labels.ts`. */
const labelModules = import.meta.glob<Module>(
  ['/src/shared/**/*.ts', '/src/client/**/*-labels.ts', '!**/*.test.ts', '!**/*.d.ts'],
  { eager: true },
);
const clientSources = import.meta.glob<string>(['/src/client/**/*.{ts,tsx}', '!**/*.test.{ts,tsx}'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

const HAN = /\p{Script=Han}/u;

/**
 * English values that keep Chinese text on purpose, as `file#path` -> reason (a product or
 * place name, a word the staff type into a Chinese form). Keep it short; empty today. The
 * language switch is no catalogue: it names each language in that language.
 */
const HAN_ALLOWED: Record<string, string> = {};

/** Values that are empty in one language on purpose, as `file#path` -> reason. */
const EMPTY_ALLOWED: Record<string, string> = {
  '/src/client/ui/pagination-bar-messages.ts#paginationBarMessages.page':
    'Chinese says 前往 [n] 页 (a word after the number); English says Go to [n]',
};

interface Pair {
  where: string;
  zh: unknown;
  en: unknown;
}

/** The leaf pairs of a two-language structure, and the structural mismatches on the way. */
function leafPairs(where: string, zh: unknown, en: unknown, problems: string[]): Pair[] {
  if (typeof zh === 'string' || typeof en === 'string') return [{ where, zh, en }];
  if (Array.isArray(zh) && Array.isArray(en)) {
    if (zh.length !== en.length) problems.push(`${where}: ${zh.length} Chinese entries, ${en.length} English`);
    return zh.flatMap((item: unknown, index) => leafPairs(`${where}[${index}]`, item, en[index], problems));
  }
  if (zh && en && typeof zh === 'object' && typeof en === 'object') {
    const zhKeys = Object.keys(zh).sort();
    const enKeys = Object.keys(en).sort();
    const missing = zhKeys.filter((key) => !enKeys.includes(key));
    const extra = enKeys.filter((key) => !zhKeys.includes(key));
    if (missing.length > 0) problems.push(`${where}: no English for ${missing.join(', ')}`);
    if (extra.length > 0) problems.push(`${where}: no Chinese for ${extra.join(', ')}`);
    return zhKeys
      .filter((key) => enKeys.includes(key))
      .flatMap((key) => leafPairs(`${where}.${key}`, (zh as Module)[key], (en as Module)[key], problems));
  }
  return [{ where, zh, en }];
}

/** Every `{ 'zh-CN': x, en: y }` inside a value (nested in records, arrays and entries). */
function twoLanguageNodes(where: string, value: unknown, found: Pair[], seen: Set<unknown>): void {
  if (!value || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  if ('zh-CN' in value && 'en' in value) {
    found.push({ where, zh: value['zh-CN'], en: value.en });
    return;
  }
  if ('zh-CN' in value || 'en' in value)
    found.push({ where, zh: (value as Module)['zh-CN'], en: (value as Module).en });
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  for (const [key, item] of entries) twoLanguageNodes(`${where}.${String(key)}`, item, found, seen);
}

function pairProblems(pair: Pair): string[] {
  const { where, zh, en } = pair;
  if (typeof zh !== 'string' || typeof en !== 'string') return [`${where}: not text in both languages`];
  const problems: string[] = [];
  if ((zh.trim() === '' || en.trim() === '') && !EMPTY_ALLOWED[where]) problems.push(`${where}: empty`);
  if (HAN.test(en) && !HAN_ALLOWED[where]) problems.push(`${where}: English value in Chinese: ${en}`);
  const zhNames = placeholdersOf(zh).join(', ');
  const enNames = placeholdersOf(en).join(', ');
  if (zhNames !== enNames) problems.push(`${where}: placeholders {${zhNames}} in Chinese, {${enNames}} in English`);
  return problems;
}

function checkTwoLanguages(file: string, name: string, zh: unknown, en: unknown): string[] {
  const problems: string[] = [];
  const pairs = leafPairs(`${file}#${name}`, zh, en, problems);
  return [...problems, ...pairs.flatMap(pairProblems)];
}

const isCatalogue = (value: unknown): value is { 'zh-CN': object; en: object } =>
  !!value &&
  typeof value === 'object' &&
  'zh-CN' in value &&
  'en' in value &&
  typeof value['zh-CN'] === 'object' &&
  typeof value.en === 'object';

const catalogues = Object.entries(catalogueModules).flatMap(([file, module]) =>
  Object.entries(module)
    .filter(([, value]) => isCatalogue(value))
    .map(([name, value]) => ({ file, name, messages: value as { 'zh-CN': Module; en: Module } })),
);

describe('message catalogues', () => {
  it('are found in every area of the client', () => {
    const areas = new Set(catalogues.map(({ file }) => /\/features\/(\w+)\//.exec(file)?.[1]).filter(Boolean));
    expect([...areas].sort()).toEqual([
      'access',
      'documents',
      'drugs',
      'ethics',
      'finance',
      'portal',
      'quality',
      'recruitment',
      'safety',
      'study',
      'visits',
      'work',
    ]);
  });

  it('are defined only in catalogue files, so this test sees them all', () => {
    const outside = Object.entries(clientSources)
      .filter(([file]) => !/(^|\/|-)messages\.ts$/.test(file) && !file.endsWith('/lib/i18n.tsx'))
      .filter(([, source]) => /\bdefineMessages\(/.test(source) || /'zh-CN'\s*:/.test(source))
      .map(([file]) => file)
      .filter((file) => !file.endsWith('-labels.ts'));
    expect(outside).toEqual([]);
  });

  it('have both languages with the same keys, no empty values and the same placeholders', () => {
    const problems = catalogues.flatMap(({ file, name, messages }) =>
      checkTwoLanguages(file, name, messages['zh-CN'], messages.en),
    );
    expect(problems).toEqual([]);
  });

  it('hold only text values', () => {
    const notText = catalogues.flatMap(({ file, name, messages }) =>
      [...Object.entries(messages['zh-CN']), ...Object.entries(messages.en)]
        .filter(([, value]) => typeof value !== 'string')
        .map(([key]) => `${file}#${name}.${key}`),
    );
    expect(notText).toEqual([]);
  });
});

describe('two-language names outside the catalogues', () => {
  const nodes = Object.entries(labelModules).flatMap(([file, module]) => {
    const found: Pair[] = [];
    const seen = new Set<unknown>();
    for (const [name, value] of Object.entries(module)) twoLanguageNodes(`${file}#${name}`, value, found, seen);
    return found;
  });

  it('are found: fixed dictionaries, permissions, reasons, statuses', () => {
    const files = new Set(nodes.map(({ where }) => where.split('#')[0]));
    for (const file of [
      '/src/shared/domain/study/fixed-dictionaries.ts',
      '/src/shared/domain/access/permissions.ts',
      '/src/shared/domain/recruitment/reasons.ts',
      '/src/shared/domain/safety/status.ts',
      '/src/shared/domain/study/dictionaries.ts',
    ]) {
      expect(files).toContain(file);
    }
  });

  it('come with a Chinese and an English name, the same placeholders, and English without Chinese', () => {
    const problems = nodes.flatMap(({ where, zh, en }) => {
      const [file = '', name = ''] = where.split('#');
      return checkTwoLanguages(file, name, zh, en);
    });
    expect(problems).toEqual([]);
  });
});
