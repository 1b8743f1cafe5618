/** The ethics committee (/api/ethic/committee): thin handlers (access is enforced by the declarations). */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  type CommitteeMember,
  committeeEndpoint,
  committeeRulesEndpoint,
  memberRemoveEndpoint,
  memberSaveEndpoint,
  staffPickEndpoint,
} from '../../../../shared/api/ethics/committee';
import {
  COMMITTEE_ROLES,
  type CommitteeRole,
  activeOn,
  compositionOf,
} from '../../../../shared/domain/ethics/committee';
import { membersNeeded } from '../../../../shared/domain/ethics/quorum';
import { hospitalDay } from '../../../../shared/domain/hospital-time';
import { notFound } from '../../../lib/api-error';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf } from '../../../services/staff-write';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { createCommitteeRepository } from './repository';
import { createCommitteeService } from './service';

const ok = ResponseCode.ok;

export async function ethicsCommitteeRoutes(app: FastifyInstance, { db, clock }: StaffRoutesOptions) {
  const repo = createCommitteeRepository(db);
  const service = createCommitteeService(db);

  registerEndpoint(
    app,
    committeeEndpoint,
  )(async () => {
    const committee = await repo.committee();
    if (!committee) throw notFound({ 'zh-CN': '伦理委员会不存在', en: 'No ethics committee' });
    const today = hospitalDay(clock());
    const seats = (await repo.members(committee.id)).map((row): CommitteeMember => ({
      ...row,
      role: row.role as CommitteeRole,
      sex: row.sex as CommitteeMember['sex'],
      scientific: row.scientific === 1,
      affiliated: row.affiliated === 1,
      active: row.startsOn <= today && (row.endsOn === null || row.endsOn >= today),
    }));
    const members = seats.sort(
      (a, b) =>
        COMMITTEE_ROLES.indexOf(a.role) - COMMITTEE_ROLES.indexOf(b.role) ||
        a.realname.localeCompare(b.realname, 'zh-CN'),
    );
    const active = activeOn(members, today);
    const { rules } = committee;
    return {
      isOk: true,
      code: ok,
      data: {
        id: committee.id,
        name: committee.name,
        nameEn: committee.nameEn,
        rules,
        version: committee.version,
        members,
        composition: compositionOf(active),
        quorum: {
          needed: membersNeeded(active.length, rules),
          conditions: [
            'count' as const,
            ...(rules.requireNonScientific ? ['nonScientific' as const] : []),
            ...(rules.requireNonAffiliated ? ['nonAffiliated' as const] : []),
            ...(rules.requireBothSexes ? ['bothSexes' as const] : []),
          ],
        },
      },
    };
  });

  registerEndpoint(
    app,
    committeeRulesEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.saveRules(body, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    memberSaveEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.saveMember(body, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    memberRemoveEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.removeMember(body, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    staffPickEndpoint,
  )(async ({ query }) => ({ isOk: true, code: ok, data: await repo.staff(query.keyword) }));
}
