/** Early warnings (/api/gpayment/warning): thin handlers (access is enforced by the declarations). */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  type FinanceWarning,
  type WarningRecordKind,
  warningListEndpoint,
  warningResolveEndpoint,
  warningRuleSaveEndpoint,
  warningRulesEndpoint,
} from '../../../../shared/api/finance/warnings';
import { WARNING_KINDS, type WarningKind } from '../../../../shared/domain/finance/codes';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf } from '../../../services/staff-write';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { createWarningRepository } from './repository';
import { createWarningService } from './service';

const ok = ResponseCode.ok;
const kindOrder = (kind: string) => WARNING_KINDS.indexOf(kind as WarningKind);

/** The facts kept with a warning: a JSON object of texts and whole numbers. */
function detailOf(text: string): FinanceWarning['detail'] {
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null) return {};
  return Object.fromEntries(
    Object.entries(parsed).filter((entry): entry is [string, string | number] =>
      ['string', 'number'].includes(typeof entry[1]),
    ),
  );
}

export async function financeWarningRoutes(app: FastifyInstance, { db, clock }: StaffRoutesOptions) {
  const warnings = createWarningRepository(db);
  const service = createWarningService(db);

  registerEndpoint(
    app,
    warningRulesEndpoint,
  )(async ({ params }) => ({
    isOk: true,
    code: ok,
    data: (await warnings.rulesOf(params.projectId))
      .map((row) => ({ ...row, kind: row.kind as WarningKind, active: row.active === 1 }))
      .sort((a, b) => kindOrder(a.kind) - kindOrder(b.kind)),
  }));

  registerEndpoint(
    app,
    warningRuleSaveEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.saveRule(body, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    warningListEndpoint,
  )(async ({ params, query }) => {
    const { rows, total } = await warnings.page(params.projectId, {
      state: query.state ?? 'open',
      kind: query.kind,
      offset: query.offset ?? 0,
      limit: query.limit ?? 20,
    });
    return {
      isOk: true,
      code: ok,
      total,
      rows: rows.map((row) => ({
        ...row,
        kind: row.kind as WarningKind,
        recordKind: row.recordKind as WarningRecordKind,
        detail: detailOf(row.detail),
      })),
    };
  });

  registerEndpoint(
    app,
    warningResolveEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.resolve(body, actorOf(request, clock)),
  }));
}
