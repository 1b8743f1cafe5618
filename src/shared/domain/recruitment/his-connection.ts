/**
 * The HIS connection's kinds and the SOAP adapter's field mapping, as data: which operation
 * to call, the names of its request elements, and where each HisPatient field is in its
 * answer (dotted paths, relative to the answer, a patient, or a list item). The default is
 * the demo web service's (server/modules/recruitment/his/demo-soap-wsdl.ts); an
 * administrator edits it in 站点设置 for the hospital's own service (docs/recruitment.md).
 */

export const HIS_KINDS = ['demo-file', 'fhir', 'soap'] as const;
export type HisKind = (typeof HIS_KINDS)[number];

export const HIS_TIMEOUT_MIN_SECONDS = 1;
export const HIS_TIMEOUT_MAX_SECONDS = 300;
export const HIS_DEFAULT_TIMEOUT_SECONDS = 30;

export interface SoapMapping {
  /** The operation of the WSDL to call. */
  operation: string;
  /** Request element names; codes and keywords are sent comma-separated, pages count from 1. */
  request: { codes: string; keywords: string; page: string; pageSize: string };
  pageSize: number;
  /** The path of the patient list in the answer. */
  patients: string;
  /** Paths within a patient. */
  fields: { mrn: string; name: string; sex: string; birthDate: string; phone: string; idNumber: string };
  diagnoses: { list: string; code: string; text: string };
  labs: { list: string; test: string; value: string; date: string };
  drugs: { list: string; name: string };
  /** The service's codes for each sex ('1', '男', 'M'). */
  sexCodes: { male: string[]; female: string[] };
}

export const DEFAULT_SOAP_MAPPING: SoapMapping = {
  operation: 'QueryPatients',
  request: { codes: 'DiagnosisCodes', keywords: 'Keywords', page: 'PageNo', pageSize: 'PageSize' },
  pageSize: 100,
  patients: 'Patients.Patient',
  fields: {
    mrn: 'PatientNo',
    name: 'PatientName',
    sex: 'Sex',
    birthDate: 'Birthday',
    phone: 'Mobile',
    idNumber: 'IdCard',
  },
  diagnoses: { list: 'Diagnoses.Diagnosis', code: 'Icd10', text: 'DiagName' },
  labs: { list: 'Labs.Lab', test: 'ItemName', value: 'Result', date: 'ReportDate' },
  drugs: { list: 'Drugs.Drug', name: 'DrugName' },
  sexCodes: { male: ['1', '男', 'M'], female: ['2', '女', 'F'] },
};
