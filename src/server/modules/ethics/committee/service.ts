/**
 * The committee's writes (SUITE.md 'Writes'): its name and quorum rules, seating, changing and
 * taking off members. Each checks the row's version, the domain rules (quorumRulesProblem; a
 * staff user sits once; one active secretary and one active chair at a time; a term ends on or
 * after its start), and writes its audit row in the same transaction.
 */
import type { CommitteeRulesBody, MemberSaveBody } from '../../../../shared/api/ethics/committee';
import { type CommitteeRole, COMMITTEE_ROLE_LABELS } from '../../../../shared/domain/ethics/committee';
import { quorumRulesProblem } from '../../../../shared/domain/ethics/quorum';
import { appendAudit } from '../../../db/audit/audit-trail';
import type { Db } from '../../../db/database';
import { notFound } from '../../../lib/api-error';
import { type Actor, auditActor, fieldProblem, isoTime, staleVersion } from '../../../services/staff-write';
import { createCommitteeRepository } from './repository';

export const COMMITTEE_ENTITY = 'ethics_committee';
export const MEMBER_ENTITY = 'ethics_committee_member';

const noCommittee = () => notFound({ 'zh-CN': '伦理委员会不存在', en: 'No ethics committee' });
const noMember = () => notFound({ 'zh-CN': '委员不存在', en: 'No such committee member' });

interface Term {
  startsOn: string;
  endsOn: string | null;
}
const overlaps = (a: Term, b: Term) =>
  (a.endsOn === null || a.endsOn >= b.startsOn) && (b.endsOn === null || b.endsOn >= a.startsOn);

export function createCommitteeService(db: Db) {
  return {
    async saveRules(body: CommitteeRulesBody, actor: Actor) {
      const problem = quorumRulesProblem(body.rules);
      if (problem === 'share')
        throw fieldProblem('rules.moreThanShare', {
          'zh-CN': '到会比例须在 0 与 1 之间（0.5 即过半数）',
          en: 'The share must be from 0 to below 1 (0.5: more than half)',
        });
      if (problem === 'minimum')
        throw fieldProblem('rules.minimumPresent', {
          'zh-CN': '最少到会人数须为 1 至 100 的整数',
          en: 'The minimum present must be a whole number from 1 to 100',
        });
      return db.transaction().execute(async (trx) => {
        const committee = await createCommitteeRepository(trx).committee();
        if (!committee) throw noCommittee();
        if (committee.version !== body.version) throw staleVersion();
        const values = {
          name: body.name.trim(),
          nameEn: body.nameEn?.trim() || null,
          quorumRules: JSON.stringify(body.rules),
        };
        const updated = await trx
          .updateTable('ethicsCommittee')
          .set({ ...values, updatedAt: isoTime(actor.at), version: committee.version + 1 })
          .where('id', '=', committee.id)
          .where('version', '=', committee.version)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) throw staleVersion();
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'ethicsCommittee.update',
          entity: COMMITTEE_ENTITY,
          entityId: committee.id,
          before: { name: committee.name, nameEn: committee.nameEn, rules: committee.rules },
          after: { name: values.name, nameEn: values.nameEn, rules: body.rules },
        });
        return { id: committee.id, version: committee.version + 1 };
      });
    },

    async saveMember(body: MemberSaveBody, actor: Actor) {
      if (body.endsOn !== null && body.endsOn < body.startsOn)
        throw fieldProblem('endsOn', {
          'zh-CN': '任期结束日不能早于开始日',
          en: 'The term cannot end before it starts',
        });
      return db.transaction().execute(async (trx) => {
        const repo = createCommitteeRepository(trx);
        const committee = await repo.committee();
        if (!committee) throw noCommittee();
        const before = body.id === undefined ? undefined : await repo.member(body.id);
        if (body.id !== undefined && (!before || before.committeeId !== committee.id)) throw noMember();
        if (before && before.version !== body.version) throw staleVersion();
        const user = await repo.enabledUser(body.userId);
        if (!user) throw fieldProblem('userId', { 'zh-CN': '用户不存在或已停用', en: 'No such enabled user' });
        const seats = (await repo.members(committee.id)).filter((seat) => seat.id !== body.id);
        if (seats.some((seat) => seat.userId === body.userId))
          throw fieldProblem('userId', {
            'zh-CN': `${user.realname} 已是委员会成员`,
            en: `${user.realname} already sits on the committee`,
          });
        const role: CommitteeRole = body.role;
        if (role !== 'member' && seats.some((seat) => seat.role === role && overlaps(seat, body)))
          throw fieldProblem('role', {
            'zh-CN': `任期内已有${COMMITTEE_ROLE_LABELS[role]['zh-CN']}`,
            en: `The committee has a ${COMMITTEE_ROLE_LABELS[role].en.toLowerCase()} in this term already`,
          });
        const values = {
          userId: body.userId,
          role,
          sex: body.sex,
          scientific: body.scientific ? 1 : 0,
          affiliated: body.affiliated ? 1 : 0,
          startsOn: body.startsOn,
          endsOn: body.endsOn,
        };
        const now = isoTime(actor.at);
        const after = { ...values, scientific: body.scientific, affiliated: body.affiliated, realname: user.realname };
        if (!before) {
          const { id } = await trx
            .insertInto('ethicsCommitteeMember')
            .values({
              ...values,
              committeeId: committee.id,
              createdBy: actor.actorName,
              createdAt: now,
              updatedAt: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await appendAudit(trx, {
            ...auditActor(actor),
            action: 'ethicsMember.create',
            entity: MEMBER_ENTITY,
            entityId: id,
            after,
          });
          return { id, version: 1 };
        }
        const updated = await trx
          .updateTable('ethicsCommitteeMember')
          .set({ ...values, updatedAt: now, version: before.version + 1 })
          .where('id', '=', before.id)
          .where('version', '=', before.version)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) throw staleVersion();
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'ethicsMember.update',
          entity: MEMBER_ENTITY,
          entityId: before.id,
          before: {
            userId: before.userId,
            role: before.role,
            sex: before.sex,
            scientific: before.scientific === 1,
            affiliated: before.affiliated === 1,
            startsOn: before.startsOn,
            endsOn: before.endsOn,
          },
          after,
        });
        return { id: before.id, version: before.version + 1 };
      });
    },

    async removeMember(body: { id: number; version: number }, actor: Actor) {
      return db.transaction().execute(async (trx) => {
        const before = await createCommitteeRepository(trx).member(body.id);
        if (!before) throw noMember();
        if (before.version !== body.version) throw staleVersion();
        const deleted = await trx
          .deleteFrom('ethicsCommitteeMember')
          .where('id', '=', before.id)
          .where('version', '=', before.version)
          .executeTakeFirst();
        if (Number(deleted.numDeletedRows) !== 1) throw staleVersion();
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'ethicsMember.delete',
          entity: MEMBER_ENTITY,
          entityId: before.id,
          before: {
            userId: before.userId,
            role: before.role,
            sex: before.sex,
            scientific: before.scientific === 1,
            affiliated: before.affiliated === 1,
            startsOn: before.startsOn,
            endsOn: before.endsOn,
          },
        });
        return { id: before.id };
      });
    },
  };
}
