/**
 * The gram index (migration 006) answers one- and two-character keywords exactly as the
 * scan it replaces did: "the name, tested diseases or trial medicine contains the term,
 * ignoring case" (the client's offline search, toLowerCase then includes), also after
 * projects are renamed and deleted (its triggers).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, insertProject } from '../../../test-support';
import { createPortalRepository } from './repository';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
});
afterAll(() => t.close());

/** Latin letters in both cases, Chinese, a non-ASCII letter with case (Ⅲ/ⅲ), LIKE and FTS syntax. */
const ALPHABET = ['a', 'A', 'b', '肺', '癌', '胃', 'Ⅲ', 'ⅲ', '%', '"', '-'];
const text = fc.array(fc.constantFrom(...ALPHABET), { maxLength: 6 }).map((chars) => chars.join(''));
const project = fc.record({ name: text, testedDiseases: fc.option(text), trialMedicine: fc.option(text) });
type Texts = { name: string; testedDiseases: string | null; trialMedicine: string | null };

const TERMS = [...ALPHABET, ...ALPHABET.flatMap((a) => ALPHABET.map((b) => a + b))];

function contains(texts: Texts, term: string): boolean {
  const lower = term.toLowerCase();
  return [texts.name, texts.testedDiseases, texts.trialMedicine].some((field) => field?.toLowerCase().includes(lower));
}

it('finds exactly the projects whose text contains a 1-2 character term, after renames and deletes', async () => {
  const repository = createPortalRepository(t.db);
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.tuple(project, fc.option(project), fc.boolean()), { minLength: 1, maxLength: 6 }),
      async (rows) => {
        await t.db.deleteFrom('project').execute();
        const expected = new Map<number, Texts>();
        for (const [first, renamed, deleted] of rows) {
          const id = await insertProject(t.db, { ...first, name: first.name || '-' });
          expected.set(id, { ...first, name: first.name || '-' });
          if (renamed) {
            await t.db
              .updateTable('project')
              .set({ ...renamed, name: renamed.name || '-' })
              .where('id', '=', id)
              .execute();
            expected.set(id, { ...renamed, name: renamed.name || '-' });
          }
          if (deleted) {
            await t.db.deleteFrom('project').where('id', '=', id).execute();
            expected.delete(id);
          }
        }
        for (const term of TERMS) {
          const found = [...(await repository.matchingIds({ keyword: term }))].sort((a, b) => a - b);
          const wanted = [...expected].filter(([, texts]) => contains(texts, term)).map(([id]) => id);
          expect(found, term).toEqual(wanted.sort((a, b) => a - b));
        }
      },
    ),
    { numRuns: 15 },
  );
}, 120_000);
