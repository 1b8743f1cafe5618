/**
 * For the authorisation matrix's file walk: one public image uploaded through the file
 * manager and one private PDF attached to an SAE draft of a project, both through the real
 * endpoints, with every address each file could be asked for.
 */
import type { FastifyInstance } from 'fastify';
import { STAFF_REQUEST_HEADER, STAFF_REQUEST_HEADER_VALUE } from '../shared/api/contract/access';
import type { Db } from './db/database';
import { loadRecruitmentDemo } from './db/seed/demo-recruitment';
import { createFieldCipher } from './lib/field-crypto';
import { testKeys } from './test-support';

export const SAE_BASE = '/api/trial/gcpSaeRecord';
export const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
export const SECRET_PDF = Buffer.from('%PDF-1.4\n% 出院小结: 受试者 001 的住院记录\n', 'utf8');

export interface FileFixture {
  publicFile: { key: string; url: string };
  /** The SAE attachment: its project and report, and the stored file behind it. */
  privateFile: { projectId: number; saeId: number; attachmentId: number; fileId: number; key: string; hash: string };
}

/** A request as the session cookie's user (anonymous without one), carrying the staff header. */
export function requestAs(app: FastifyInstance, cookie: string | undefined) {
  return (method: 'GET' | 'POST', url: string, payload?: Buffer | object) =>
    app.inject({
      method,
      url,
      headers: {
        [STAFF_REQUEST_HEADER]: STAFF_REQUEST_HEADER_VALUE,
        ...(cookie ? { cookie } : {}),
        ...(payload === undefined
          ? {}
          : { 'content-type': Buffer.isBuffer(payload) ? 'application/octet-stream' : 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload: Buffer.isBuffer(payload) ? payload : JSON.stringify(payload) }),
    });
}

async function answer(response: { statusCode: number; body: string }) {
  if (response.statusCode !== 200) throw new Error(`fixture request failed: ${response.statusCode} ${response.body}`);
  return (JSON.parse(response.body) as { data: Record<string, unknown> }).data;
}

/** Needs the demo staff: 'sysadmin' uploads the public file, 'investigator' the SAE attachment. */
export async function createFileFixture(
  app: FastifyInstance,
  db: Db,
  now: number,
  cookieOf: (userName: string) => Promise<string>,
): Promise<FileFixture> {
  await loadRecruitmentDemo(db, createFieldCipher(testKeys().patientKeys), now);
  const asAdmin = requestAs(app, await cookieOf('sysadmin'));
  const uploaded = await answer(await asAdmin('POST', '/api/gbs/file/upload?name=banner.png', PNG));

  const investigator = await db
    .selectFrom('staffUser')
    .innerJoin('userProjectRole', 'userProjectRole.userId', 'staffUser.id')
    .select('userProjectRole.projectId')
    .where('staffUser.userName', '=', 'investigator')
    .orderBy('userProjectRole.projectId')
    .executeTakeFirstOrThrow();
  const { projectId } = investigator;
  const subject = await db
    .selectFrom('trialSubject')
    .select('id')
    .where('projectId', '=', projectId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const at = new Date(now).toISOString();
  const ae = await db
    .insertInto('safetyAe')
    .values({
      projectId,
      subjectId: subject.id,
      term: '间质性肺病',
      onsetDate: at.slice(0, 10),
      severity: 3,
      serious: '1',
      seriousness: '["hospitalization"]',
      drugRelation: 'probable',
      drugAction: 'withdrawn',
      outcome: 'notRecovered',
      createdBy: 'investigator',
      createdAt: at,
      updatedAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const asInvestigator = requestAs(app, await cookieOf('investigator'));
  const sae = await answer(
    await asInvestigator('POST', `${SAE_BASE}/save`, {
      projectId,
      aeId: ae.id,
      reportType: 'first',
      learnedAt: new Date(now - 3_600_000).toISOString(),
      seriousness: ['hospitalization'],
      description: '用药后第12天出现呼吸困难，住院治疗',
    }),
  );
  const saeId = Number(sae.id);
  const attachment = await answer(
    await asInvestigator('POST', `${SAE_BASE}/attachment/upload/${projectId}?id=${saeId}&name=report.pdf`, SECRET_PDF),
  );
  const fileId = Number(attachment.fileId);
  const stored = await db
    .selectFrom('storedFile')
    .select(['publicKey', 'hash'])
    .where('id', '=', fileId)
    .executeTakeFirstOrThrow();
  return {
    publicFile: { key: String(uploaded.id), url: String(uploaded.url) },
    privateFile: {
      projectId,
      saeId,
      attachmentId: Number(attachment.id),
      fileId,
      key: stored.publicKey,
      hash: stored.hash,
    },
  };
}
