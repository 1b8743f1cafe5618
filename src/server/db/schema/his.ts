/** The HIS connection (migration 057): one row, id 1. */
export interface HisConnectionTable {
  id: number;
  /** 'demo-file' | 'fhir' | 'soap' (shared/domain/recruitment/his-connection.ts). */
  kind: string;
  fhirUrl: string;
  wsdlUrl: string;
  userName: string | null;
  /** The password sealed with the field cipher (server/lib/field-crypto.ts), or null. */
  secretSealed: string | null;
  timeoutSeconds: number;
  /** JSON: SoapMapping. */
  soapMapping: string;
  version: number;
  updatedAt: string;
  updatedBy: string;
}
