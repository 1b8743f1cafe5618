import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Criterion, PatientFacts } from './criteria';
import { ageOn, compileRules } from './matcher';
import { MATCH_REASON_CODES, MATCH_REASON_TEXT, describeMatchReason } from './match-reasons';

const DAY = '2026-11-23';

const patient = (facts: Partial<PatientFacts> = {}): PatientFacts => ({
  birthDate: '1970-06-15',
  sex: 'female',
  diagnoses: [{ code: 'C16.9', text: '胃腺癌 Ⅳ期' }],
  labs: [
    { test: 'ALT', value: 38, date: '2026-11-10' },
    { test: 'ALT', value: 120, date: '2026-09-01' },
  ],
  drugs: ['奥沙利铂', 'Capecitabine'],
  ...facts,
});

const one = (criterion: Criterion, facts?: Partial<PatientFacts>) => compileRules([criterion], DAY)(patient(facts));

describe('age', () => {
  it('counts whole years, the birthday on its day, leap days included', () => {
    expect(ageOn('1970-06-15', '2026-06-14')).toBe(55);
    expect(ageOn('1970-06-15', '2026-06-15')).toBe(56);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });

  it('is computed at the match date, and a patient too young yet is followed, one too old is out', () => {
    const adult: Criterion = { id: 'a', role: 'inclusion', kind: 'age', min: 18, max: 75 };
    expect(one(adult)).toMatchObject({
      status: 'recruitDone',
      outcomes: [{ id: 'a', result: 'met', evidence: { code: 'age-in-range', params: { age: 56 } } }],
    });
    expect(one(adult, { birthDate: '2009-01-01' })).toMatchObject({
      status: 'recruitFail',
      outcomes: [{ result: 'notMet' }],
    });
    expect(one(adult, { birthDate: '1940-01-01' })).toMatchObject({
      status: 'recruitOut',
      outcomes: [{ result: 'notMet', evidence: { code: 'age-out-of-range', params: { age: 86 } } }],
    });
    expect(one(adult, { birthDate: null })).toMatchObject({
      status: 'recruitMay',
      outcomes: [{ result: 'unknown', evidence: { code: 'birth-date-missing', params: {} } }],
    });
  });
});

describe('each criterion kind', () => {
  it('sex: met, not met, unknown', () => {
    const women: Criterion = { id: 's', role: 'inclusion', kind: 'sex', sex: 'female' };
    expect(one(women).status).toBe('recruitDone');
    expect(one(women, { sex: 'male' })).toMatchObject({
      status: 'recruitOut',
      outcomes: [{ evidence: { code: 'sex-male' } }],
    });
    expect(one(women, { sex: null }).status).toBe('recruitMay');
  });

  it('diagnosis: by ICD-10 prefix or keyword, not met, unknown without any diagnosis', () => {
    const gastric: Criterion = { id: 'd', role: 'inclusion', kind: 'diagnosis', codes: ['C16'], keywords: [] };
    expect(one(gastric)).toMatchObject({
      status: 'recruitDone',
      outcomes: [{ evidence: { code: 'diagnosis-found', params: { diagnosis: 'C16.9 胃腺癌 Ⅳ期' } } }],
    });
    const byWord: Criterion = { id: 'd', role: 'inclusion', kind: 'diagnosis', codes: [], keywords: ['腺癌'] };
    expect(one(byWord, { diagnoses: [{ code: null, text: '肺腺癌' }] }).status).toBe('recruitDone');
    expect(one(gastric, { diagnoses: [{ code: 'C34.1', text: '肺腺癌' }] })).toMatchObject({
      status: 'recruitOut',
      outcomes: [{ result: 'notMet', evidence: { code: 'diagnosis-not-found', params: { diagnoses: '肺腺癌' } } }],
    });
    expect(one(gastric, { diagnoses: [] }).status).toBe('recruitMay');
  });

  it('lab: the latest result within the window decides; an older one does not count', () => {
    const liver: Criterion = { id: 'l', role: 'inclusion', kind: 'lab', test: 'alt', op: '<=', value: 40 };
    expect(one(liver)).toMatchObject({
      status: 'recruitDone',
      outcomes: [{ evidence: { code: 'lab-result', params: { test: 'ALT', value: 38, date: '2026-11-10' } } }],
    });
    const high = { labs: [{ test: 'ALT', value: 95, date: '2026-11-20' }] };
    expect(one(liver, high)).toMatchObject({ status: 'recruitFail', outcomes: [{ result: 'notMet' }] });
    const stale = { labs: [{ test: 'ALT', value: 20, date: '2026-09-01' }] };
    expect(one(liver, stale)).toMatchObject({
      status: 'recruitMay',
      outcomes: [{ evidence: { code: 'lab-missing', params: { test: 'alt', days: 28 } } }],
    });
  });

  it('prior drug: taken is history (out), not taken yet may change (follow), no record is unknown', () => {
    const pretreated: Criterion = {
      id: 'p',
      role: 'inclusion',
      kind: 'priorDrug',
      drugs: ['capecitabine'],
      taken: true,
    };
    expect(one(pretreated)).toMatchObject({
      status: 'recruitDone',
      outcomes: [{ evidence: { code: 'drug-taken', params: { drug: 'Capecitabine' } } }],
    });
    expect(one(pretreated, { drugs: [] }).status).toBe('recruitFail');
    expect(one(pretreated, { drugs: null }).status).toBe('recruitMay');
    const naive: Criterion = { id: 'p', role: 'exclusion', kind: 'priorDrug', drugs: ['奥沙利铂'], taken: true };
    expect(one(naive)).toMatchObject({
      status: 'recruitOut',
      outcomes: [{ result: 'met', evidence: { code: 'drug-taken', params: { drug: '奥沙利铂' } } }],
    });
    expect(one(naive, { drugs: ['紫杉醇'] }).status).toBe('recruitDone');
  });

  it('manual: always for a person to judge, and no hold on the pre-screen', () => {
    expect(one({ id: 'm', role: 'inclusion', kind: 'manual', text: '能够签署知情同意书' })).toMatchObject({
      status: 'recruitDone',
      outcomes: [{ result: 'unknown', evidence: { code: 'manual-review', params: {} } }],
    });
  });
});

describe('inclusion against exclusion, and the worst outcome deciding', () => {
  it('turns an exclusion that holds into a refusal, and lets a permanent failure outrank the rest', () => {
    const rules: Criterion[] = [
      { id: 'age', role: 'inclusion', kind: 'age', min: 18, max: 75 },
      { id: 'brain', role: 'exclusion', kind: 'diagnosis', codes: ['C79.3'], keywords: ['脑转移'] },
      { id: 'liver', role: 'inclusion', kind: 'lab', test: 'ALT', op: '<=', value: 40 },
      { id: 'consent', role: 'inclusion', kind: 'manual', text: '签署知情同意书' },
    ];
    const match = compileRules(rules, DAY);
    // Free text (consent) waits for a person without holding the pre-screen; missing data does.
    expect(match(patient()).status).toBe('recruitDone');
    expect(match(patient({ labs: [] })).status).toBe('recruitMay');
    const metastases = patient({ diagnoses: [{ code: 'C16.9', text: '胃腺癌伴脑转移' }] });
    expect(match(metastases).status).toBe('recruitOut');
    const highAlt = patient({ labs: [{ test: 'ALT', value: 90, date: '2026-11-20' }] });
    expect(match(highAlt).status).toBe('recruitFail');
    expect(match(patient()).outcomes.map((outcome) => outcome.id)).toEqual(['age', 'brain', 'liver', 'consent']);
  });
});

const day = fc
  .date({ min: new Date('1930-01-01T00:00:00Z'), max: new Date('2026-11-23T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

const arbitraryPatient: fc.Arbitrary<PatientFacts> = fc.record({
  birthDate: fc.option(day, { nil: null }),
  sex: fc.constantFrom('male' as const, 'female' as const, null),
  diagnoses: fc.array(
    fc.record({
      code: fc.constantFrom('C16.9', 'C34.1', 'C50.9', null),
      text: fc.constantFrom('胃癌', '肺腺癌', '乳腺癌', '脑转移'),
    }),
    { maxLength: 3 },
  ),
  labs: fc.array(
    fc.record({ test: fc.constantFrom('ALT', 'ANC'), value: fc.integer({ min: 0, max: 200 }), date: day }),
    {
      maxLength: 4,
    },
  ),
  drugs: fc.option(fc.array(fc.constantFrom('奥沙利铂', '紫杉醇', 'Capecitabine'), { maxLength: 3 }), { nil: null }),
});

const arbitraryCriterion: fc.Arbitrary<Criterion> = fc.oneof(
  fc.record({
    id: fc.constant('age'),
    role: fc.constantFrom('inclusion' as const, 'exclusion' as const),
    kind: fc.constant('age' as const),
    min: fc.integer({ min: 0, max: 60 }),
    max: fc.integer({ min: 40, max: 100 }),
  }),
  fc.record({
    id: fc.constant('sex'),
    role: fc.constantFrom('inclusion' as const, 'exclusion' as const),
    kind: fc.constant('sex' as const),
    sex: fc.constantFrom('male' as const, 'female' as const),
  }),
  fc.record({
    id: fc.constant('dx'),
    role: fc.constantFrom('inclusion' as const, 'exclusion' as const),
    kind: fc.constant('diagnosis' as const),
    codes: fc.constantFrom(['C16'], ['C34'], []),
    keywords: fc.constantFrom(['脑转移'], ['癌'], []),
  }),
  fc.record({
    id: fc.constant('lab'),
    role: fc.constantFrom('inclusion' as const, 'exclusion' as const),
    kind: fc.constant('lab' as const),
    test: fc.constantFrom('ALT', 'ANC'),
    op: fc.constantFrom('<' as const, '<=' as const, '>' as const, '>=' as const),
    value: fc.integer({ min: 0, max: 200 }),
  }),
  fc.record({
    id: fc.constant('drug'),
    role: fc.constantFrom('inclusion' as const, 'exclusion' as const),
    kind: fc.constant('priorDrug' as const),
    drugs: fc.constantFrom(['紫杉醇'], ['capecitabine']),
    taken: fc.boolean(),
  }),
  fc.record({
    id: fc.constant('manual'),
    role: fc.constantFrom('inclusion' as const, 'exclusion' as const),
    kind: fc.constant('manual' as const),
    text: fc.constant('需判断'),
  }),
);

describe('adding a criterion the patient satisfies', () => {
  it('never changes the status (so never turns recruitOut into recruitDone)', () => {
    fc.assert(
      fc.property(
        arbitraryPatient,
        fc.array(arbitraryCriterion, { maxLength: 6 }),
        arbitraryCriterion,
        (facts, rules, extra) => {
          const inclusion: Criterion = { ...extra, id: 'extra', role: 'inclusion' };
          // Only a criterion this patient meets counts as 'satisfied'.
          if (compileRules([inclusion], DAY)(facts).outcomes[0]?.result !== 'met') return;
          const before = compileRules(rules, DAY)(facts).status;
          expect(compileRules([...rules, inclusion], DAY)(facts).status).toBe(before);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});

describe('reasons in words', () => {
  it('words every code in Chinese and English from its parameters', () => {
    const old = one({ id: 'a', role: 'inclusion', kind: 'age', min: 18, max: 70 }, { birthDate: '1950-01-01' });
    const reason = old.outcomes[0]?.evidence;
    expect(reason).toEqual({ code: 'age-out-of-range', params: { age: 76 } });
    expect(reason && describeMatchReason(reason, 'zh-CN')).toBe('年龄 76 岁，不在范围内');
    expect(reason && describeMatchReason(reason, 'en')).toBe('Age 76, out of range');
    const lab = { code: 'lab-missing', params: { test: 'ALT', days: 28 } } as const;
    expect(describeMatchReason(lab, 'en')).toBe('No ALT result in the last 28 days');
    for (const code of MATCH_REASON_CODES) expect(MATCH_REASON_TEXT[code].en).not.toMatch(/[\u4e00-\u9fff]/);
  });
});
