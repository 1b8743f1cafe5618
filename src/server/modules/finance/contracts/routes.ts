/** Contracts (/api/gpayment/contract): thin handlers; the contract workflow's hooks registered here. */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  type Contract,
  type ContractKind,
  contractDeleteEndpoint,
  contractListEndpoint,
  contractSaveEndpoint,
  contractSubmitEndpoint,
} from '../../../../shared/api/finance/contracts';
import { type ContractApproval, contractApprovalsEndpoint } from '../../../../shared/api/finance/contract-approvals';
import { FINANCE_WORKFLOWS } from '../../../../shared/domain/finance/codes';
import { notFound } from '../../../lib/api-error';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf } from '../../../services/staff-write';
import { registerWorkflowHooks } from '../../work';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { createContractRepository } from './repository';
import { CONTRACT_RECORD_KIND, contractWorkflowHooks, createContractService } from './service';
import { signedCopyOf } from './signed-copy';

const ok = ResponseCode.ok;
type Row = Awaited<ReturnType<ReturnType<typeof createContractRepository>['list']>>[number];
type PaymentRow = Awaited<ReturnType<ReturnType<typeof createContractRepository>['payments']>>[number];

function toContract(row: Row, payments: PaymentRow[]): Contract {
  const { fileId: _f, fileName: _n, fileSize: _s, fileMimeType: _m, fileHash: _h, fileCreatedAt: _c, ...rest } = row;
  return {
    ...rest,
    kind: row.kind as ContractKind,
    status: row.status as Contract['status'],
    parties: JSON.parse(row.parties) as Contract['parties'],
    scheduledFen: Number(row.scheduledFen),
    signedCopy: signedCopyOf(row),
    payments: payments
      .filter((payment) => payment.contractId === row.id)
      .map(({ contractId: _contractId, ...payment }) => payment),
  };
}

export async function financeContractRoutes(app: FastifyInstance, { db, clock }: StaffRoutesOptions) {
  registerWorkflowHooks(FINANCE_WORKFLOWS.contract, contractWorkflowHooks);
  const contracts = createContractRepository(db);
  const service = createContractService(db);

  registerEndpoint(
    app,
    contractListEndpoint,
  )(async ({ params }) => {
    const rows = await contracts.list(params.projectId);
    const payments = await contracts.payments(rows.map((row) => row.id));
    return { isOk: true, code: ok, data: rows.map((row) => toContract(row, payments)) };
  });

  registerEndpoint(
    app,
    contractApprovalsEndpoint,
  )(async ({ params }) => {
    if (!(await contracts.byId(params.projectId, params.id)))
      throw notFound({ 'zh-CN': '合同不存在', en: 'No such contract' });
    const { instances, steps } = await contracts.approvals(CONTRACT_RECORD_KIND, params.id);
    const data = instances.map((instance): ContractApproval => ({
      ...instance,
      status: instance.status,
      steps: steps
        .filter((step) => step.instanceId === instance.instanceId)
        .map(({ instanceId: _instanceId, ...step }) => ({
          ...step,
          status: step.status,
        })),
    }));
    return { isOk: true, code: ok, data };
  });

  registerEndpoint(
    app,
    contractSaveEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.save(body, actorOf(request, clock)),
  }));
  registerEndpoint(
    app,
    contractDeleteEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.remove(body, actorOf(request, clock)),
  }));
  registerEndpoint(
    app,
    contractSubmitEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.submit(body, actorOf(request, clock)),
  }));
}
