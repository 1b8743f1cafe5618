/** A version's review and its signature manifest: thin handlers; the review workflow's hooks registered here. */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  type SignedVersion,
  type VersionApproval,
  documentApprovalsEndpoint,
  signatureManifestEndpoint,
  signedVersionListEndpoint,
  versionSubmitEndpoint,
  versionWithdrawEndpoint,
} from '../../../../shared/api/documents/review';
import {
  DOCUMENT_WORKFLOWS,
  type DocumentKind,
  type DocumentVersionStatus,
} from '../../../../shared/domain/documents/versions';
import type { ApprovalTaskStatus, InstanceStatus } from '../../../../shared/domain/work';
import { notFound } from '../../../lib/api-error';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf } from '../../../services/staff-write';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { registerSignedRecord, registerWorkflowHooks } from '../../work';
import { createDocumentRepository } from '../binder/repository';
import { createReviewRepository } from './repository';
import { createReviewService, reviewWorkflowHooks, reviewedVersion } from './service';

const ok = ResponseCode.ok;

function toSignedVersion(row: {
  id: number;
  documentId: number;
  title: string;
  kind: string;
  folderName: string;
  number: number;
  status: string;
  effectiveOn: string | null;
  fileName: string;
  checksum: string;
  signatureCount: number;
}): SignedVersion {
  const { id, documentId, title, folderName, number, effectiveOn, fileName, checksum, signatureCount } = row;
  return {
    id,
    documentId,
    title,
    kind: row.kind as DocumentKind,
    folderName,
    number,
    status: row.status as DocumentVersionStatus,
    effectiveOn,
    fileName,
    checksum,
    signatureCount,
  };
}

export async function reviewRoutes(app: FastifyInstance, { db, clock, signaturePasswords }: StaffRoutesOptions) {
  registerWorkflowHooks(DOCUMENT_WORKFLOWS.review, reviewWorkflowHooks);
  registerSignedRecord(DOCUMENT_WORKFLOWS.review, reviewedVersion);
  const service = createReviewService(db);
  const reviews = createReviewRepository(db);

  registerEndpoint(
    app,
    versionSubmitEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.submit(body, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    versionWithdrawEndpoint,
  )(async ({ body, request }) => {
    const { signature, ...input } = body;
    return {
      isOk: true,
      code: ok,
      data: await service.withdraw(
        { ...input, signature },
        { signature, cipher: signaturePasswords },
        actorOf(request, clock),
      ),
    };
  });

  registerEndpoint(
    app,
    documentApprovalsEndpoint,
  )(async ({ params }) => {
    if (!(await createDocumentRepository(db).byId(params.projectId, params.id)))
      throw notFound({ 'zh-CN': '文件不存在', en: 'No such document' });
    const { instances, steps } = await reviews.approvalsOf(params.id);
    const data = instances.map((instance): VersionApproval => ({
      ...instance,
      status: instance.status as InstanceStatus,
      steps: steps
        .filter((step) => step.instanceId === instance.instanceId)
        .map(({ instanceId: _i, ...step }) => ({ ...step, status: step.status as ApprovalTaskStatus })),
    }));
    return { isOk: true, code: ok, data };
  });

  registerEndpoint(
    app,
    signedVersionListEndpoint,
  )(async ({ params, query }) => {
    const { rows, total } = await reviews.signedPage(params.projectId, query.offset, query.limit);
    return { isOk: true, code: ok, rows: rows.map(toSignedVersion), total };
  });

  registerEndpoint(
    app,
    signatureManifestEndpoint,
  )(async ({ params }) => {
    const { row, signatures } = await service.manifest(params.projectId, params.id);
    return {
      isOk: true,
      code: ok,
      data: { version: toSignedVersion({ ...row, signatureCount: signatures.length }), signatures },
    };
  });
}
