/** A project's drug catalogue and settings (/api/ctdms/drug): thin handlers (access is enforced by the declarations). */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  type DrugSetting,
  drugArmDeleteEndpoint,
  drugArmSaveEndpoint,
  drugCatalogueEndpoint,
  drugDeleteEndpoint,
  drugDosageDeleteEndpoint,
  drugDosageSaveEndpoint,
  drugSaveEndpoint,
  drugSettingEndpoint,
  drugSettingSaveEndpoint,
} from '../../../../shared/api/drugs/catalogue';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf } from '../../../services/staff-write';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { createCatalogueRepository } from './repository';
import { createCatalogueService } from './service';

const ok = ResponseCode.ok;

export async function drugCatalogueRoutes(app: FastifyInstance, { db, clock }: StaffRoutesOptions) {
  const catalogue = createCatalogueRepository(db);
  const service = createCatalogueService(db);

  registerEndpoint(
    app,
    drugSettingEndpoint,
  )(async ({ params }) => {
    const row = await catalogue.setting(params.projectId);
    return {
      isOk: true,
      code: ok,
      data: {
        projectId: params.projectId,
        management: (row?.management ?? 'centralPharmacy') as DrugSetting['management'],
        expiryWarningDays: row?.expiryWarningDays ?? 30,
        needsPrescription: row?.needsPrescription === 1,
        version: row?.version ?? 0,
      },
    };
  });

  registerEndpoint(
    app,
    drugCatalogueEndpoint,
  )(async ({ params }) => {
    const [products, arms, dosages] = await Promise.all([
      catalogue.products(params.projectId),
      catalogue.arms(params.projectId),
      catalogue.dosages(params.projectId),
    ]);
    return {
      isOk: true,
      code: ok,
      data: {
        products: products.map((row) => ({
          ...row,
          packCount: Number(row.packCount ?? 0),
          blinded: row.blinded === 1,
        })),
        arms,
        dosages,
      },
    };
  });

  const write = <B>(run: (body: B, actor: ReturnType<typeof actorOf>) => Promise<unknown>) =>
    (async ({ body, request }: { body: B; request: Parameters<typeof actorOf>[0] }) => ({
      isOk: true as const,
      code: ok,
      data: await run(body, actorOf(request, clock)),
    })) as never;

  registerEndpoint(
    app,
    drugSettingSaveEndpoint,
  )(write((body: Parameters<typeof service.saveSetting>[0], actor) => service.saveSetting(body, actor)));
  registerEndpoint(app, drugSaveEndpoint)(write(service.saveDrug));
  registerEndpoint(app, drugDeleteEndpoint)(write(service.removeDrug));
  registerEndpoint(app, drugArmSaveEndpoint)(write(service.saveArm));
  registerEndpoint(app, drugArmDeleteEndpoint)(write(service.removeArm));
  registerEndpoint(app, drugDosageSaveEndpoint)(write(service.saveDosage));
  registerEndpoint(app, drugDosageDeleteEndpoint)(write(service.removeDosage));
}
