import fc from 'fast-check';
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkRecruitSign, createRecruitSign } from './recruit-sign';

const secret = 'unit-secret';
const now = 1_800_000_000;

describe('RECRUIT-SIGN', () => {
  it('round-trips any payload signed with the same secret', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_147_483_647 }),
        fc.option(fc.string({ maxLength: 64 }), { nil: undefined }),
        fc.integer({ min: now + 1, max: now + 10_000_000 }),
        (projectId, patientId, exp) => {
          const payload = patientId === undefined ? { projectId, exp } : { projectId, patientId, exp };
          expect(checkRecruitSign(createRecruitSign(payload, secret), secret, now)).toEqual({ ok: true, payload });
        },
      ),
    );
  });

  it('has the documented shape: base64url JSON, a dot, base64url HMAC-SHA256', () => {
    const sign = createRecruitSign({ projectId: 12, patientId: 'P1', exp: now + 60 }, secret);
    const [body, signature] = sign.split('.');
    expect(JSON.parse(Buffer.from(body ?? '', 'base64url').toString('utf8'))).toEqual({
      projectId: 12,
      patientId: 'P1',
      exp: now + 60,
    });
    expect(Buffer.from(signature ?? '', 'base64url')).toHaveLength(32);
  });

  it('refuses any change to a signed token', () => {
    const sign = createRecruitSign({ projectId: 12, exp: now + 60 }, secret);
    fc.assert(
      fc.property(fc.nat({ max: sign.length - 1 }), fc.constantFrom(...'AQgw_-'), (index, replacement) => {
        fc.pre(sign[index] !== replacement && sign[index] !== '.');
        const tampered = sign.slice(0, index) + replacement + sign.slice(index + 1);
        expect(checkRecruitSign(tampered, secret, now).ok).toBe(false);
      }),
    );
  });

  it('tells apart the kinds of failure', () => {
    const valid = { projectId: 12, exp: now + 60 };
    expect(checkRecruitSign(undefined, secret, now)).toEqual({ ok: false, reason: 'missing' });
    expect(checkRecruitSign('', secret, now)).toEqual({ ok: false, reason: 'missing' });
    expect(checkRecruitSign('no-dot-here', secret, now)).toEqual({ ok: false, reason: 'malformed' });
    expect(checkRecruitSign('a.b.c', secret, now)).toEqual({ ok: false, reason: 'malformed' });
    expect(checkRecruitSign(['a.b', 'c.d'], secret, now)).toEqual({ ok: false, reason: 'malformed' });
    expect(checkRecruitSign(createRecruitSign(valid, 'other'), secret, now)).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    expect(checkRecruitSign(createRecruitSign({ ...valid, exp: now }, secret), secret, now)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('accepts a sign an integrator computes from the documented format alone', () => {
    const sign = signedBody(JSON.stringify({ projectId: 7, patientId: 'P-0042', exp: now + 3600 }));
    expect(checkRecruitSign(sign, secret, now)).toEqual({
      ok: true,
      payload: { projectId: 7, patientId: 'P-0042', exp: now + 3600 },
    });
  });

  it('refuses a correctly signed payload of the wrong shape', () => {
    for (const json of [
      'not json',
      '[]',
      'null',
      '{"projectId":"12","exp":9999999999}',
      '{"projectId":12}',
      '{"projectId":0,"exp":9999999999}',
      '{"projectId":1.5,"exp":9999999999}',
      '{"projectId":12,"patientId":7,"exp":9999999999}',
    ]) {
      expect(checkRecruitSign(signedBody(json), secret, now)).toEqual({ ok: false, reason: 'malformed' });
    }
  });
});

/** Signs any text the way docs/api.md tells integrators to, without the module's helper. */
function signedBody(json: string): string {
  const body = Buffer.from(json, 'utf8').toString('base64url');
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}
