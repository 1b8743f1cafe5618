/**
 * `npm start -- --demo-his`: a demo FHIR R4 server and a demo SOAP web service over the demo
 * HIS patients start beside the portal (on 127.0.0.1, ports DEMO_HIS_FHIR_PORT and
 * DEMO_HIS_SOAP_PORT, default any free port), and the HIS connection is pointed at the FHIR
 * one (the WSDL URL filled in too, so choosing SOAP in 站点设置 works at once). The change is
 * saved as the actor 'system', with its audit row. Only when asked: a real site never runs them.
 */
import type { Db } from '../../../db/database';
import type { FieldCipher } from '../../../lib/field-crypto';
import { processActor } from '../../../services/staff-write';
import type { HisPatient } from '../candidates/his-adapter';
import { startDemoFhirServer } from './demo-fhir-server';
import { startDemoSoapServer } from './demo-soap-server';
import { createHisConnections } from './his-connection';

export async function startDemoHis(
  db: Db,
  cipher: FieldCipher,
  patients: HisPatient[],
  env: Record<string, string | undefined>,
  now: number,
) {
  const port = (value: string | undefined) => (value ? Number(value) : 0);
  const fhir = await startDemoFhirServer(patients, { port: port(env.DEMO_HIS_FHIR_PORT) });
  const soap = await startDemoSoapServer(patients, { port: port(env.DEMO_HIS_SOAP_PORT) });
  const connections = createHisConnections(db, cipher, undefined);
  const {
    hasPassword: _p,
    version,
    updatedAt: _u,
    lastRunAt: _r,
    lastError: _e,
    ...current
  } = await connections.read();
  await connections.save(
    { ...current, kind: 'fhir', fhirUrl: fhir.url, wsdlUrl: soap.url, password: null, version },
    processActor('system', now),
  );
  return {
    fhirUrl: fhir.url,
    wsdlUrl: soap.url,
    close: async () => {
      await fhir.close();
      await soap.close();
    },
  };
}
