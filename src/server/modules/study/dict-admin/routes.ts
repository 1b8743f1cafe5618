/** Dictionary administration: thin handlers (access is enforced by the declarations). */
import type { FastifyInstance } from 'fastify';
import {
  dictEntriesEndpoint,
  dictEntryCreateEndpoint,
  dictEntryDeleteEndpoint,
  dictEntrySetEnabledEndpoint,
  dictEntryUpdateEndpoint,
  dictListEndpoint,
  dictReorderEndpoint,
} from '../../../../shared/api/study/dict-admin';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import { DictCode } from '../../../../shared/domain/study/dictionaries';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf } from '../../../services/staff-write';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { dictUseCounts } from './dict-usage';
import { createDictAdminRepository } from './repository';
import { createDictAdminService } from './service';

const ok = ResponseCode.ok;

export async function dictAdminRoutes(app: FastifyInstance, { db, clock }: StaffRoutesOptions) {
  const repository = createDictAdminRepository(db);
  const service = createDictAdminService(db);

  registerEndpoint(
    app,
    dictListEndpoint,
  )(async () => {
    const summaries = await repository.summaries();
    const listed = new Set(summaries.map((summary) => summary.code));
    // The dictionaries the screens know are listed even before their first entry.
    const empty = Object.values(DictCode)
      .filter((code) => !listed.has(code))
      .map((code) => ({ code, total: 0, enabled: 0 }));
    const data = [...summaries, ...empty].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
    return { isOk: true, code: ok, data };
  });

  registerEndpoint(
    app,
    dictEntriesEndpoint,
  )(async ({ params }) => {
    const [entries, uses] = await Promise.all([repository.entriesOf(params.code), dictUseCounts(db, params.code)]);
    return { isOk: true, code: ok, data: entries.map((entry) => ({ ...entry, inUse: uses.get(entry.key) ?? 0 })) };
  });

  registerEndpoint(
    app,
    dictEntryCreateEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.create(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    dictEntryUpdateEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.update(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    dictEntrySetEnabledEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.setEnabled(body, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    dictReorderEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.reorder(body, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    dictEntryDeleteEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.remove(body, actorOf(request, clock)) }));
}
