/**
 * Every write of the staff suite names its confirmation (lib/mutation-success.ts) unless it is
 * listed below as silent, with the reason. Reads the source: each `useMutation({` block must
 * hold a `meta:` entry.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = 'src/client';

/** `file:mutation name` of the writes that confirm in another way or need no confirmation. */
const SILENT: Record<string, string> = {
  'features/access/auth/components/notices-menu.tsx:return': 'marking notices read happens in the background',
  'features/access/registrations/components/register-page.tsx:apply':
    'the public page replaces the form with its result',
  'features/portal/project/components/self-check-callback.tsx:lead':
    'the public page replaces the form with its result',
  'features/visits/schedule/components/feed-dialog.tsx:create': 'the dialog shows the new feed address',
  'features/visits/schedule/components/feed-dialog.tsx:revoke': 'the dialog shows the address is gone',
  'features/study/projects/components/import-dialog.tsx:send': 'the import dialog shows the rows taken',
  'features/safety/ae/use-ae-actions.ts:importFile': 'the import dialog shows the rows taken',
  'features/safety/con-meds/use-con-med-actions.ts:importFile': 'the import dialog shows the rows taken',
  'features/recruitment/candidates/use-candidate-actions.ts:importFile': 'the import dialog shows the rows taken',
  'features/recruitment/rules/use-rule-actions.ts:importFile': 'the import dialog shows the rows taken',
  'features/recruitment/rules/use-rule-actions.ts:publish': 'the page shows the published version and its new matches',
  'features/visits/plans/use-plan-actions.ts:publish': 'the page shows the published version',
  'features/access/connected/queries.ts:createKey': "the dialog shows the new key's secret once",
  'features/access/connected/queries.ts:rotateKey': "the dialog shows the new key's secret once",
  'features/work/problems/queries.ts:return': 'the dialog says the report is filed',
  'features/study/site/his-queries.ts:test': "the HIS section shows the connection test's result",
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** `file:name` of each `useMutation({` block without `meta:`, named by what it is assigned to. */
function unconfirmedWrites(): string[] {
  const found: string[] = [];
  for (const path of sourceFiles(join(ROOT, 'features'))) {
    const text = readFileSync(path, 'utf8');
    for (const match of text.matchAll(/(?:(\w+)(?: =|:)|(return)) useMutation\(\{\n([\s\S]*?)\n\s*\}\)/g)) {
      if (!/^\s*meta:/m.test(match[3] ?? '')) found.push(`${relative(ROOT, path)}:${match[1] ?? match[2]}`);
    }
  }
  return found.sort();
}

describe('staff write confirmations', () => {
  it('every write names its confirmation or is listed as silent with a reason', () => {
    expect(unconfirmedWrites()).toEqual(Object.keys(SILENT).sort());
  });

  it('finds the writes it checks', () => {
    const all = sourceFiles(join(ROOT, 'features'))
      .map((path) => readFileSync(path, 'utf8').match(/useMutation\(\{/g)?.length ?? 0)
      .reduce((sum, count) => sum + count, 0);
    expect(all).toBeGreaterThan(70);
  });
});
