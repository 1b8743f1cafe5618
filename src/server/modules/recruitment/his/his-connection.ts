/**
 * The HIS connection (table his_connection, migration 057; one row, none until first saved):
 * read, saved against its version with the audit row 'hisConnection.update' (changed fields
 * only, the password as 'changed', never its text), and turned into the adapter a sync
 * reads. The password is kept sealed with the field cipher and unsealed only to build an
 * adapter. The demo-file kind uses the server's demo adapter (main.ts), if it has one.
 */
import type {
  HisConnection,
  HisConnectionSaveBody,
  HisConnectionTestBody,
} from '../../../../shared/api/recruitment/his-connection';
import {
  DEFAULT_SOAP_MAPPING,
  HIS_DEFAULT_TIMEOUT_SECONDS,
  type HisKind,
  type SoapMapping,
} from '../../../../shared/domain/recruitment/his-connection';
import { appendAudit } from '../../../db/audit/audit-trail';
import type { Db } from '../../../db/database';
import { ApiError, badRequest, bilingualOf } from '../../../lib/api-error';
import type { FieldCipher } from '../../../lib/field-crypto';
import { createLeaseRepository } from '../../../lib/job-lease';
import {
  type Actor,
  auditActor,
  changedFields,
  fieldProblem,
  isoTime,
  staleVersion,
} from '../../../services/staff-write';
import type { HisAdapter, HisPatient, HisQuery } from '../candidates/his-adapter';
import { HIS_SYNC_JOB } from '../candidates/his-schedule';
import { createFhirHisAdapter } from './fhir-adapter';
import { urlProblem } from './his-http';
import { createHisConnectionRepository } from './repository';
import { createSoapHisAdapter } from './soap-adapter';

export const NO_HIS_ADAPTER = { 'zh-CN': '未配置 HIS 接口', en: 'No HIS adapter is configured' };

interface StoredConnection {
  kind: HisKind;
  fhirUrl: string;
  wsdlUrl: string;
  userName: string | null;
  secretSealed: string | null;
  timeoutSeconds: number;
  soapMapping: SoapMapping;
  version: number;
  updatedAt: string | null;
}

const DEFAULTS: StoredConnection = {
  kind: 'demo-file',
  fhirUrl: '',
  wsdlUrl: '',
  userName: null,
  secretSealed: null,
  timeoutSeconds: HIS_DEFAULT_TIMEOUT_SECONDS,
  soapMapping: DEFAULT_SOAP_MAPPING,
  version: 0,
  updatedAt: null,
};

async function readStored(db: Db): Promise<StoredConnection> {
  const row = await createHisConnectionRepository(db).row();
  if (!row) return DEFAULTS;
  return {
    kind: row.kind as HisKind,
    fhirUrl: row.fhirUrl,
    wsdlUrl: row.wsdlUrl,
    userName: row.userName,
    secretSealed: row.secretSealed,
    timeoutSeconds: row.timeoutSeconds,
    soapMapping: JSON.parse(row.soapMapping) as SoapMapping,
    version: row.version,
    updatedAt: row.updatedAt,
  };
}

type ConnectionFields = Omit<StoredConnection, 'secretSealed' | 'version' | 'updatedAt'>;
const fieldsOf = (c: ConnectionFields): ConnectionFields => ({
  kind: c.kind,
  fhirUrl: c.fhirUrl,
  wsdlUrl: c.wsdlUrl,
  userName: c.userName,
  timeoutSeconds: c.timeoutSeconds,
  soapMapping: c.soapMapping,
});

/** The URL the kind needs must be there and be a plain http(s) URL. */
function checkUrls(body: HisConnectionTestBody): void {
  const field = body.kind === 'fhir' ? 'fhirUrl' : body.kind === 'soap' ? 'wsdlUrl' : undefined;
  if (!field) return;
  const problem = body[field] ? urlProblem(body[field]) : 'required';
  if (problem)
    throw fieldProblem(field, {
      'zh-CN': problem === 'required' ? '必填' : `地址无效（${problem}）`,
      en: problem === 'required' ? 'Required' : `Not a usable address: ${problem}`,
    });
}

/** The origin a connection of this kind sends its password to; null for the demo file. */
function passwordOrigin(c: { kind: string; fhirUrl: string; wsdlUrl: string }): string | null {
  const url = c.kind === 'fhir' ? c.fhirUrl : c.kind === 'soap' ? c.wsdlUrl : '';
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The stored password goes only where it was given for: a test or a save that keeps it
 * (no password sent) while pointing at another server is refused until it is typed again,
 * so changing the address cannot send the sealed password to someone else's server.
 */
function keepStoredPasswordHome(
  body: HisConnectionTestBody,
  stored: { kind: string; fhirUrl: string; wsdlUrl: string; secretSealed: string | null },
): void {
  if (body.password !== null || stored.secretSealed === null) return;
  const target = passwordOrigin(body);
  if (target !== null && target !== passwordOrigin(stored))
    throw fieldProblem('password', {
      'zh-CN': '服务器地址已更改，请重新输入密码',
      en: 'The server address changed: enter the password again',
    });
}

/**
 * The patients of a manual sync; a HIS that fails says why to the user (400, the info
 * message of SPEC §8) and nothing is written.
 */
export async function fetchFromHis(adapter: HisAdapter, query: HisQuery): Promise<HisPatient[]> {
  try {
    return await adapter.fetchPatients(query);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const text = bilingualOf(error instanceof Error ? error.message : String(error));
    throw badRequest({ 'zh-CN': `HIS 同步失败：${text['zh-CN']}`, en: `HIS sync failed: ${text.en}` });
  }
}

/** The adapter of a connection, or undefined for the demo file when the server has none. */
export function adapterOf(
  c: ConnectionFields & { password: string | null },
  demoFile: HisAdapter | undefined,
): HisAdapter | undefined {
  const endpoint = { userName: c.userName || null, password: c.password, timeoutMs: c.timeoutSeconds * 1000 };
  if (c.kind === 'fhir') return createFhirHisAdapter({ ...endpoint, url: c.fhirUrl });
  if (c.kind === 'soap') return createSoapHisAdapter({ ...endpoint, url: c.wsdlUrl }, c.soapMapping);
  return demoFile;
}

export function createHisConnections(db: Db, cipher: FieldCipher, demoFile: HisAdapter | undefined) {
  const unseal = (sealed: string | null) => (sealed === null ? null : cipher.decrypt(sealed));

  async function read(): Promise<HisConnection> {
    const stored = await readStored(db);
    const job = await createLeaseRepository(db).state(HIS_SYNC_JOB);
    const { secretSealed, ...shown } = stored;
    return {
      ...shown,
      hasPassword: secretSealed !== null,
      lastRunAt: job?.lastRunAt ?? null,
      lastError: job?.lastError ?? null,
    };
  }

  return {
    read,

    /** The adapter the saved settings name (every sync asks again: a saved change applies at once). */
    async current(): Promise<HisAdapter> {
      const stored = await readStored(db);
      const adapter = adapterOf({ ...stored, password: unseal(stored.secretSealed) }, demoFile);
      if (!adapter) throw badRequest(NO_HIS_ADAPTER);
      return adapter;
    },

    /** The connection test of the settings as edited; a null password means the stored one. */
    async test(body: HisConnectionTestBody): Promise<{ ok: boolean; message: string; elapsedMs: number }> {
      checkUrls(body);
      const stored = await readStored(db);
      keepStoredPasswordHome(body, stored);
      const password = body.password ?? unseal(stored.secretSealed);
      const adapter = adapterOf({ ...body, password: password || null }, demoFile);
      if (!adapter?.check) throw badRequest(NO_HIS_ADAPTER);
      const started = performance.now();
      try {
        const message = await adapter.check();
        return { ok: true, message, elapsedMs: Math.round(performance.now() - started) };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return { ok: false, message, elapsedMs: Math.round(performance.now() - started) };
      }
    },

    async save(body: HisConnectionSaveBody, actor: Actor): Promise<HisConnection> {
      checkUrls(body);
      await db.transaction().execute(async (trx) => {
        const stored = await readStored(trx);
        if (stored.version !== body.version) throw staleVersion();
        keepStoredPasswordHome(body, stored);
        const edited = fieldsOf({ ...body, userName: body.userName?.trim() || null });
        const { before, after, changed } = changedFields<ConnectionFields>(fieldsOf(stored), edited);
        const passwordChanged = body.password !== null && (body.password !== '' || stored.secretSealed !== null);
        if (!changed && !passwordChanged) return;
        const secretSealed =
          body.password === null ? stored.secretSealed : body.password === '' ? null : cipher.encrypt(body.password);
        const row = {
          ...edited,
          soapMapping: JSON.stringify(edited.soapMapping),
          secretSealed,
          version: stored.version + 1,
          updatedAt: isoTime(actor.at),
          updatedBy: actor.actorName,
        };
        const repo = createHisConnectionRepository(trx);
        const updated = await repo.update(row, stored.version);
        if (stored.version > 0 && !updated) throw staleVersion();
        // Another first save got there first.
        if (stored.version === 0 && !(await repo.insertFirst(row))) throw staleVersion();
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'hisConnection.update',
          entity: 'site',
          entityId: 1,
          before: passwordChanged ? { ...before, password: stored.secretSealed ? 'set' : 'none' } : before,
          after: passwordChanged ? { ...after, password: secretSealed ? 'changed' : 'none' } : after,
        });
      });
      return read();
    },
  };
}
