/** Two server instances on one database: an entry edited through one is served by the other at once. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processActor } from '../../../services/staff-write';
import { twoInstances } from '../../../two-instances-kit';
import { createDictAdminService } from './service';

let pair: Awaited<ReturnType<typeof twoInstances>>;
beforeAll(async () => {
  pair = await twoInstances();
});
afterAll(async () => pair.close());

const batch = async (code: string) =>
  (await pair.b.app.inject({ method: 'POST', url: '/api/dict/batch', payload: [code] })).json().data[code] as {
    key: string;
    value: string;
    disabled?: boolean;
  }[];

describe('dictionary edits across instances', () => {
  it('serves a renamed or disabled entry from the other instance right after the save', async () => {
    expect((await batch('TrialStages')).find((i) => i.key === '2')?.value).toBe('Ⅱ期');
    // The other instance has answered a project list too (its cache is filled).
    await pair.b.app.inject({ method: 'POST', url: '/api/portal/projects', payload: { offset: 0, limit: 10 } });
    const service = createDictAdminService(pair.a.db);
    const actor = processActor('cli', pair.clock());
    const { version } = await service.update(
      { code: 'TrialStages', key: '2', version: 1, value: 'Ⅱ期（扩展）', valueEn: 'Phase II' },
      actor,
    );
    expect((await batch('TrialStages')).find((i) => i.key === '2')?.value).toBe('Ⅱ期（扩展）');
    await service.setEnabled({ code: 'TrialStages', key: '2', version, enabled: false }, actor);
    expect((await batch('TrialStages')).find((i) => i.key === '2')).toMatchObject({ disabled: true });
    const fixed = await pair.b.app.inject({ url: '/api/dict/trial-types' });
    expect(fixed.statusCode).toBe(200);
  });
});
