import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDictionaries } from '../../../db/seed/demo-dictionaries';
import { createTestApp } from '../../../test-support';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('dictionaries', () => {
  it.each(['/api/dict/project-status', '/api/dict/trial-types', '/api/dict/subject-status'])(
    'GET %s answers a non-empty key/value list',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data.length).toBeGreaterThan(0);
      expect(Object.keys(data[0]).sort()).toEqual(['key', 'value', 'valueEn']);
    },
  );

  it('POST batch answers every requested code in order, unknown codes empty', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/dict/batch',
      payload: ['RecruitStatus', 'NoSuchCode'],
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.NoSuchCode).toEqual([]);
    expect(data.RecruitStatus.map((item: { key: string }) => item.key)).toEqual(['zmz', 'zmwc', 'ztzm', 'zzzm']);
    expect(data.RecruitStatus[0]).toEqual({ key: 'zmz', value: '招募中', valueEn: 'Recruiting' });
  });

  it('gives every Chinese name of the demo dictionaries an English one', async () => {
    const codes = Object.keys(demoDictionaries);
    const response = await t.app.inject({ method: 'POST', url: '/api/dict/batch', payload: codes });
    const data: Record<string, { key: string; value: string; valueEn?: string }[]> = response.json().data;
    const han = /\p{Script=Han}/u;
    const untranslated = codes.flatMap((code) =>
      (data[code] ?? [])
        .filter((item) => han.test(item.value) && (!item.valueEn || han.test(item.valueEn)))
        .map((item) => `${code}.${item.key}`),
    );
    expect(untranslated).toEqual([]);
    expect(data.AELevel?.[0]).toEqual({ key: '1', value: '1级（轻度）', valueEn: 'Grade 1 (mild)' });
    expect(data.TargetSpot?.find((item) => item.key === 'EGFR')).toEqual({ key: 'EGFR', value: 'EGFR' });
  });

  it('refuses a body that is not an array of codes, malformed JSON and form bodies', async () => {
    const object = await t.app.inject({ method: 'POST', url: '/api/dict/batch', payload: { codes: ['a'] } });
    expect(object.statusCode).toBe(400);
    expect(object.json()).toMatchObject({ isOk: false, code: '100' });
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/dict/batch',
      payload: '["a",',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ isOk: false, code: '100' });
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/dict/batch',
      payload: 'a=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(400);
  });
});
