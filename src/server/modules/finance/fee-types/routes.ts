/** The site's fee types (/api/gpayment/fee-type): thin handlers (access is enforced by the declarations). */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  feeTypeDeleteEndpoint,
  feeTypeListEndpoint,
  feeTypeSaveEndpoint,
} from '../../../../shared/api/finance/fee-types';
import type { FeeCategory } from '../../../../shared/domain/finance/codes';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf } from '../../../services/staff-write';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { createFeeTypeRepository } from './repository';
import { createFeeTypeService } from './service';

const ok = ResponseCode.ok;

export async function financeFeeTypeRoutes(app: FastifyInstance, { db, clock }: StaffRoutesOptions) {
  const feeTypes = createFeeTypeRepository(db);
  const service = createFeeTypeService(db);

  registerEndpoint(
    app,
    feeTypeListEndpoint,
  )(async () => ({
    isOk: true,
    code: ok,
    data: (await feeTypes.list()).map((row) => ({
      ...row,
      category: row.category as FeeCategory,
      active: row.active === 1,
      inUse: Number(row.inUse) === 1,
    })),
  }));

  registerEndpoint(
    app,
    feeTypeSaveEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.save(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    feeTypeDeleteEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.remove(body, actorOf(request, clock)) }));
}
