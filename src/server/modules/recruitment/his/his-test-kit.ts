/**
 * What the HIS adapter tests share: a staff test app, a project of the coordinator's with a
 * published lung-cancer rule, the HIS connection saved by the administrator, and what the
 * project holds after a sync (candidates, import history).
 */
import { DEFAULT_SOAP_MAPPING } from '../../../../shared/domain/recruitment/his-connection';
import { createFieldCipher } from '../../../lib/field-crypto';
import { type StaffTestApp, createStaffTestApp } from '../../../staff-test-kit';
import { testKeys } from '../../../test-support';
import { runHisSyncOnce } from '../candidates/his-schedule';
import { createHisConnections } from './his-connection';

export const ADMIN = 'sysadmin';
export const LUNG_RULE = [
  { id: 'dx', role: 'inclusion', kind: 'diagnosis', codes: ['C34'], keywords: ['肺癌'] },
  { id: 'age', role: 'inclusion', kind: 'age', min: 18, max: 90 },
];

export interface HisTestApp extends StaffTestApp {
  projectId: number;
  connect: (kind: 'fhir' | 'soap', url: string, changes?: Record<string, unknown>) => Promise<void>;
  sync: () => ReturnType<StaffTestApp['post']>;
  /** The project's candidates' MRN hashes count and its HIS import history rows. */
  holdings: () => Promise<{ patients: number; imports: number }>;
  /** One scheduled run as instance 'a', the clock then moved past the lease. */
  scheduledRun: () => ReturnType<typeof runHisSyncOnce>;
}

export async function createHisTestApp(): Promise<HisTestApp> {
  const t = await createStaffTestApp();
  const project = await t.db
    .selectFrom('project')
    .select('id')
    .orderBy('id')
    .offset(1)
    .limit(1)
    .executeTakeFirstOrThrow();
  const now = new Date(t.clock()).toISOString();
  await t.db
    .insertInto('recruitRule')
    .values({
      projectId: project.id,
      ruleVersion: 1,
      status: 'published',
      name: '肺癌规则',
      criteria: JSON.stringify(LUNG_RULE),
      createdAt: now,
      updatedAt: now,
      publishedAt: now,
    })
    .execute();
  const cipher = createFieldCipher(testKeys().patientKeys);
  return {
    ...t,
    projectId: project.id,
    async connect(kind, url, changes = {}) {
      const current = (await t.get('/api/wsdl/his/settings', ADMIN)).json().data;
      const body = {
        kind,
        fhirUrl: kind === 'fhir' ? url : current.fhirUrl,
        wsdlUrl: kind === 'soap' ? url : current.wsdlUrl,
        userName: current.userName,
        timeoutSeconds: current.timeoutSeconds,
        soapMapping: current.soapMapping ?? DEFAULT_SOAP_MAPPING,
        password: null,
        version: current.version,
        ...changes,
      };
      const saved = await t.post('/api/wsdl/his/save', body, ADMIN);
      if (saved.statusCode !== 200) throw new Error(saved.body);
    },
    sync: () => t.post('/api/trial/recruit/patient/his-sync', { projectId: project.id }, 'coordinator'),
    async holdings() {
      const patients = await t.db
        .selectFrom('recruitPatient')
        .select('id')
        .where('projectId', '=', project.id)
        .execute();
      const imports = await t.db
        .selectFrom('recruitImport')
        .select('id')
        .where('projectId', '=', project.id)
        .where('kind', '=', 'his')
        .execute();
      return { patients: patients.length, imports: imports.length };
    },
    async scheduledRun() {
      const outcome = await runHisSyncOnce({
        db: t.db,
        adapter: () => createHisConnections(t.db, cipher, undefined).current(),
        cipher,
        intervalMinutes: 10,
        clock: t.clock,
        holder: 'a',
      });
      t.clock.advance(10 * 60_000);
      return outcome;
    },
  };
}
