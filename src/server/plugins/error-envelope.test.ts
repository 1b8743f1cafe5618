import { afterEach, describe, expect, it } from 'vitest';
import { badRequest } from '../lib/api-error';
import { createTestApp } from '../test-support';

/** The same request, without a language, in Chinese and in English. */
const LANGUAGES = [{}, { 'accept-language': 'zh-CN' }, { 'accept-language': 'en' }, { 'accept-language': 'fr' }];

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('error envelope', () => {
  it('answers a write refused by a unique constraint with a clear message, not a 500', async () => {
    const test = await createTestApp({ demo: false });
    close = test.close;
    test.app.post('/api/test/duplicate', async () => {
      // The same key twice: the second insert fails in the database, as a lost race would.
      for (let i = 0; i < 2; i += 1) {
        await test.db
          .insertInto('sysConfig')
          .values({ configKey: 'test.duplicate', configValue: String(i) })
          .execute();
      }
      return { isOk: true, code: '200' };
    });
    const response = await test.app.inject({ method: 'POST', url: '/api/test/duplicate' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ isOk: false, code: '100', msg: '数据已存在，请勿重复提交' });
    const stored = await test.db
      .selectFrom('sysConfig')
      .select('configValue')
      .where('configKey', '=', 'test.duplicate')
      .execute();
    expect(stored).toEqual([{ configValue: '0' }]);
  });

  it('still hides any other failure behind a 500 with a request id', async () => {
    const test = await createTestApp({ demo: false });
    close = test.close;
    test.app.get('/api/test/boom', async () => {
      throw new Error('secret detail');
    });
    const response = await test.app.inject({ url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ isOk: false, code: '500', msg: '服务器内部错误' });
    expect(response.body).not.toContain('secret detail');
    const english = await test.app.inject({ url: '/api/test/boom', headers: { 'accept-language': 'en' } });
    expect(english.json()).toMatchObject({ isOk: false, code: '500', msg: 'Internal server error' });
  });

  it("words a service's refusal in the request's language, zh-CN unless English is asked for", async () => {
    const test = await createTestApp();
    close = test.close;
    test.app.post('/api/test/refuse', async () => {
      throw badRequest({ 'zh-CN': '只能发布草稿', en: 'Only a draft can be published' });
    });
    const msgs = [];
    for (const headers of LANGUAGES) {
      const refused = await test.app.inject({ method: 'POST', url: '/api/test/refuse', headers });
      expect(refused.statusCode).toBe(400);
      msgs.push(refused.json().msg);
    }
    expect(msgs).toEqual(['只能发布草稿', '只能发布草稿', 'Only a draft can be published', '只能发布草稿']);
    // A real endpoint's refusal, in both languages.
    const missing = (headers: Record<string, string>) =>
      test.app.inject({ url: '/api/portal/projects/999999', headers });
    expect((await missing({})).json()).toEqual({ isOk: false, code: '404', msg: '项目 999999 不存在' });
    expect((await missing({ 'accept-language': 'en-GB,en;q=0.8' })).json()).toEqual({
      isOk: false,
      code: '404',
      msg: 'Project 999999 does not exist',
    });
  });

  it('words a schema failure from its keyword in both languages and names the field', async () => {
    const test = await createTestApp({ demo: false });
    close = test.close;
    const schema = {
      body: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'assignments'],
        properties: {
          name: { type: 'string', minLength: 1, maxLength: 5 },
          count: { type: 'integer', minimum: 1, maximum: 9 },
          kind: { type: 'string', enum: ['a', 'b'] },
          assignments: {
            type: 'array',
            minItems: 1,
            items: { type: 'object', required: ['roleId'], properties: { roleId: { type: 'integer' } } },
          },
        },
      },
    };
    test.app.post('/api/test/validate', { schema }, async () => ({ isOk: true, code: '200' }));
    const cases: [object, string, string, string | undefined][] = [
      [{ assignments: [{ roleId: 1 }] }, '字段「name」为必填项', "Field 'name' is required", 'name'],
      [
        { name: 'abcdef', assignments: [{ roleId: 1 }] },
        '字段「name」最多 5 个字符',
        "Field 'name' must be at most 5 characters",
        'name',
      ],
      [{ name: '', assignments: [{ roleId: 1 }] }, '字段「name」不能为空', "Field 'name' must not be empty", 'name'],
      [
        { name: 'a', count: 10, assignments: [{ roleId: 1 }] },
        '字段「count」不能大于 9',
        "Field 'count' must be at most 9",
        'count',
      ],
      [
        { name: 'a', count: 0, assignments: [{ roleId: 1 }] },
        '字段「count」不能小于 1',
        "Field 'count' must be at least 1",
        'count',
      ],
      [
        { name: 'a', count: 'x', assignments: [{ roleId: 1 }] },
        '字段「count」应为整数',
        "Field 'count' must be a whole number",
        'count',
      ],
      [
        { name: 'a', kind: 'c', assignments: [{ roleId: 1 }] },
        '字段「kind」取值不在允许的范围内',
        "Field 'kind' must be one of the allowed values",
        'kind',
      ],
      [
        { name: 'a', assignments: [] },
        '字段「assignments」至少选择一项',
        "Field 'assignments' must have at least one item",
        'assignments',
      ],
      [
        { name: 'a', assignments: [{}] },
        '字段「assignments.0.roleId」为必填项',
        "Field 'assignments.0.roleId' is required",
        'assignments.0.roleId',
      ],
      [
        { name: 'a', assignments: [{ roleId: 1 }], extra: 1 },
        '不认识的字段「extra」',
        "Unknown field 'extra'",
        undefined,
      ],
    ];
    for (const [payload, chinese, english, field] of cases) {
      const send = (headers: Record<string, string>) =>
        test.app.inject({ method: 'POST', url: '/api/test/validate', payload, headers });
      const zh = await send({});
      expect(zh.statusCode).toBe(400);
      expect(zh.json()).toEqual({ isOk: false, code: '100', msg: chinese, ...(field ? { field } : {}) });
      expect((await send({ 'accept-language': 'en' })).json()).toEqual({
        isOk: false,
        code: '100',
        msg: english,
        ...(field ? { field } : {}),
      });
    }
  });
});
