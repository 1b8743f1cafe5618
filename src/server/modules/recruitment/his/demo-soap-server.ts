/**
 * The demo HIS web service (SOAP 1.1, the WSDL of demo-soap-wsdl.ts) over patients in memory,
 * served by the `soap` package at /wsdl/his (WSDL at /wsdl/his?wsdl), for `npm start --
 * --demo-his` and the tests. `intercept` lets a test answer a request its own way (slow,
 * failing, malformed) before the SOAP server sees it. Nothing is stored.
 */
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import { listen as soapListen } from 'soap';
import type { HisPatient } from '../candidates/his-adapter';
import { type DemoHisServer, type InterceptAnswer, closeServer, listen } from './demo-fhir-server';
import { demoHisWsdl } from './demo-soap-wsdl';

const PATH = '/wsdl/his';

interface QueryArgs {
  DiagnosisCodes?: string;
  Keywords?: string;
  PageNo?: number | string;
  PageSize?: number | string;
}

const words = (value: string | undefined) => (value ?? '').split(',').filter((w) => w.trim() !== '');

function fits(patient: HisPatient, codes: string[], keywords: string[]): boolean {
  if (codes.length === 0 && keywords.length === 0) return true;
  return patient.diagnoses.some(
    (d) => codes.some((c) => d.code?.startsWith(c)) || keywords.some((k) => d.text.includes(k)),
  );
}

function asSoapPatient(p: HisPatient) {
  return {
    PatientNo: p.mrn,
    PatientName: p.name,
    Sex: p.sex === 'male' ? '1' : p.sex === 'female' ? '2' : '',
    ...(p.birthDate ? { Birthday: p.birthDate } : {}),
    ...(p.phone ? { Mobile: p.phone } : {}),
    ...(p.idNumber ? { IdCard: p.idNumber } : {}),
    Diagnoses: { Diagnosis: p.diagnoses.map((d) => ({ ...(d.code ? { Icd10: d.code } : {}), DiagName: d.text })) },
    Labs: { Lab: p.labs.map((l) => ({ ItemName: l.test, Result: l.value, ReportDate: l.date })) },
    ...(p.priorDrugs ? { Drugs: { Drug: p.priorDrugs.map((d) => ({ DrugName: d })) } } : {}),
  };
}

export async function startDemoSoapServer(
  patients: HisPatient[],
  options: { port?: number; intercept?: (url: URL) => InterceptAnswer | undefined } = {},
): Promise<DemoHisServer> {
  let requests = 0;
  // The SOAP server hangs on a server that never listens; the outer one decides first.
  const inner = createServer();
  const outer = createServer((request: IncomingMessage, response: ServerResponse) => {
    requests += 1;
    const special = options.intercept?.(new URL(request.url ?? '/', 'http://127.0.0.1'));
    const reply = () => {
      if (special?.status !== undefined || special?.body !== undefined) {
        response.writeHead(special.status ?? 200, { 'content-type': 'text/xml; charset=utf-8' });
        response.end(special.body ?? '');
      } else inner.emit('request', request, response);
    };
    if (special?.delayMs) setTimeout(reply, special.delayMs).unref();
    else reply();
  });
  const address = await listen(outer, options.port);
  const location = `http://127.0.0.1:${address.port}${PATH}`;
  const service = {
    HisPatientService: {
      HisPatientPort: {
        QueryPatients(args: QueryArgs) {
          const codes = words(args.DiagnosisCodes);
          const keywords = words(args.Keywords);
          const page = Math.max(1, Number(args.PageNo ?? 1));
          const size = Math.max(1, Math.min(1000, Number(args.PageSize ?? 100)));
          const found = patients.filter((p) => fits(p, codes, keywords));
          return {
            Total: found.length,
            Patients: { Patient: found.slice((page - 1) * size, page * size).map(asSoapPatient) },
          };
        },
      },
    },
  };
  soapListen(inner, { path: PATH, services: service, xml: demoHisWsdl(location) });
  return { url: `${location}?wsdl`, requests: () => requests, close: () => closeServer(outer) };
}
