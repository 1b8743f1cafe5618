/**
 * FHIR R4 answers for the adapter tests, written from the specification's examples:
 * patient-example (Peter James Chalmers, MR identifier, work phone), a Condition with an
 * ICD-10 coding beside SNOMED, observation-example-glucose (a laboratory Observation with a
 * valueQuantity and an effectivePeriod), a MedicationStatement with a medication concept,
 * and bundle-example (a searchset with `self` and `next` links, `match` and `include`
 * entries). A second, Chinese patient carries a +86 mobile and a national id.
 */
import type { Bundle, Condition, FhirResource, MedicationStatement, Observation, Patient } from 'fhir/r4';

const V2 = 'http://terminology.hl7.org/CodeSystem/v2-0203';

export const CHALMERS: Patient = {
  resourceType: 'Patient',
  id: 'example',
  identifier: [
    {
      use: 'usual',
      type: { coding: [{ system: V2, code: 'MR' }] },
      system: 'urn:oid:1.2.36.146.595.217.0.1',
      value: '12345',
      period: { start: '2001-05-06' },
      assigner: { display: 'Acme Healthcare' },
    },
  ],
  active: true,
  name: [
    { use: 'official', family: 'Chalmers', given: ['Peter', 'James'] },
    { use: 'usual', given: ['Jim'] },
  ],
  telecom: [{ use: 'home' }, { system: 'phone', value: '(03) 5555 6473', use: 'work', rank: 1 }],
  gender: 'male',
  birthDate: '1974-12-25',
};

export const ZHANG: Patient = {
  resourceType: 'Patient',
  id: 'zhang',
  identifier: [
    { type: { coding: [{ system: V2, code: 'MR' }] }, value: 'ZY2026001' },
    { type: { coding: [{ system: V2, code: 'NNCHN' }] }, value: '11010519491231002X' },
  ],
  name: [{ use: 'official', family: '张', given: ['伟'] }],
  telecom: [{ system: 'phone', value: '+86 138-0013-8000', use: 'mobile' }],
  gender: 'female',
  birthDate: '1962-03-08',
};

const condition = (id: string, patient: string, icd: string, text: string): Condition => ({
  resourceType: 'Condition',
  id,
  clinicalStatus: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-clinical', code: 'active' }] },
  code: {
    coding: [
      { system: 'http://snomed.info/sct', code: '254637007', display: 'Non-small cell lung cancer' },
      { system: 'http://hl7.org/fhir/sid/icd-10', code: icd, display: text },
    ],
    text,
  },
  subject: { reference: `Patient/${patient}` },
});

export const LUNG_CHALMERS = condition('c1', 'example', 'C34.1', 'Adenocarcinoma of right upper lobe 肺腺癌');
export const LUNG_ZHANG = condition('c2', 'zhang', 'C34.3', '左肺下叶鳞状细胞癌');
export const DIABETES_ZHANG: Condition = {
  resourceType: 'Condition',
  id: 'c3',
  code: { coding: [{ system: 'http://hl7.org/fhir/sid/icd-10', code: 'E11.9', display: '2型糖尿病' }] },
  subject: { reference: 'Patient/zhang' },
};

export const GLUCOSE: Observation = {
  resourceType: 'Observation',
  id: 'f001',
  status: 'final',
  category: [
    { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'laboratory' }] },
  ],
  code: {
    coding: [{ system: 'http://loinc.org', code: '15074-8', display: 'Glucose [Moles/volume] in Blood' }],
  },
  subject: { reference: 'Patient/example' },
  effectivePeriod: { start: '2013-04-02T09:30:10+01:00' },
  issued: '2013-04-03T15:30:10+01:00',
  valueQuantity: { value: 6.3, unit: 'mmol/l', system: 'http://unitsofmeasure.org', code: 'mmol/L' },
};

export const CISPLATIN: MedicationStatement = {
  resourceType: 'MedicationStatement',
  id: 'example002',
  status: 'completed',
  medicationCodeableConcept: { coding: [{ system: 'http://snomed.info/sct', code: '387318005', display: '顺铂' }] },
  subject: { reference: 'Patient/zhang' },
};

/** A searchset Bundle as bundle-example has it. */
export function searchset(
  base: string,
  self: string,
  match: FhirResource[],
  include: FhirResource[] = [],
  next?: string,
): Bundle {
  const entry = (resource: FhirResource, mode: 'match' | 'include') => ({
    fullUrl: `${base}/${resource.resourceType}/${resource.id}`,
    resource,
    search: { mode, ...(mode === 'match' ? { score: 1 } : {}) },
  });
  return {
    resourceType: 'Bundle',
    id: 'bundle-example',
    meta: { lastUpdated: '2014-08-18T01:43:30Z' },
    type: 'searchset',
    total: match.length,
    link: [
      { relation: 'self', url: `${base}/${self.toString()}` },
      ...(next ? [{ relation: 'next', url: `${base}/${next.toString()}` }] : []),
    ],
    entry: [...match.map((r) => entry(r, 'match')), ...include.map((r) => entry(r, 'include'))],
  };
}

/**
 * The answers of the example server: the lung-cancer search in two pages (the second by a
 * `searchId` link, as bundle-example pages), then the two patients' records.
 */
export function exampleAnswer(base: string, url: URL): Bundle | undefined {
  const type = url.pathname.split('/').pop();
  const q = url.searchParams;
  if (type === 'Condition' && q.get('searchId') === 'ff15fd40' && q.get('page') === '2')
    return searchset(base, `Condition?searchId=ff15fd40&page=2`, [LUNG_ZHANG], [ZHANG]);
  if (type === 'Condition' && q.has('code:below'))
    return searchset(
      base,
      `Condition?${q.toString()}`,
      [LUNG_CHALMERS],
      [CHALMERS],
      'Condition?searchId=ff15fd40&page=2',
    );
  if (type === 'Condition' && q.has('code:text'))
    return searchset(base, `Condition?${q.toString()}`, [LUNG_ZHANG], [ZHANG]);
  if (type === 'Condition')
    return searchset(base, `Condition?${q.toString()}`, [LUNG_CHALMERS, LUNG_ZHANG, DIABETES_ZHANG]);
  if (type === 'Observation') return searchset(base, `Observation?${q.toString()}`, [GLUCOSE]);
  if (type === 'MedicationStatement') return searchset(base, `MedicationStatement?${q.toString()}`, [CISPLATIN]);
  return undefined;
}
