/**
 * The checks of a saved plan that its JSON Schema cannot state: a visit's group must be one
 * of the plan's groups, activity types must be keys of the visitItemType dictionary, codes
 * are unique. New visits get the next free code 'V1', 'V2'... so subjects' visits, which
 * refer to codes, keep pointing at the same visit when a plan is edited or copied.
 */
import type { VisitInput, VisitPlanSaveBody } from '../../../../shared/api/visits/plans';
import { fieldProblem } from '../../../services/staff-write';
import type { PlanContent, StoredVisit } from './repository';

function checkedVisit(visit: VisitInput, index: number, groups: readonly string[], types: ReadonlySet<string>) {
  const field = `visits.${index}`;
  if (visit.groupIndex !== null && visit.groupIndex >= groups.length) {
    throw fieldProblem(`${field}.groupIndex`, { 'zh-CN': `第 ${index + 1} 个访视的分组不存在`, en: `No such group` });
  }
  const unknown = visit.activities.find((activity) => !types.has(activity.type));
  if (unknown) {
    throw fieldProblem(`${field}.activities`, {
      'zh-CN': `第 ${index + 1} 个访视有未知的访视项目类型 '${unknown.type}'`,
      en: `Visit ${index + 1} has an unknown activity type '${unknown.type}'`,
    });
  }
}

/** The plan's groups and visits as stored, codes given; refuses what the rules forbid. */
export function checkedContent(body: VisitPlanSaveBody, activityTypes: ReadonlySet<string>): PlanContent {
  const groups = body.groups.map((group) => group.name.trim());
  if (new Set(groups).size !== groups.length)
    throw fieldProblem('groups', { 'zh-CN': '分组名称重复', en: 'Duplicate group names' });
  const used = new Set<string>();
  body.visits.forEach((visit, index) => {
    checkedVisit(visit, index, groups, activityTypes);
    if (visit.code === undefined) return;
    if (used.has(visit.code))
      throw fieldProblem(`visits.${index}.code`, {
        'zh-CN': `访视编码 '${visit.code}' 重复`,
        en: `The visit code '${visit.code}' is repeated`,
      });
    used.add(visit.code);
  });
  let next = 1;
  const freeCode = () => {
    while (used.has(`V${next}`)) next += 1;
    used.add(`V${next}`);
    return `V${next}`;
  };
  const visits = body.visits.map((visit, index): StoredVisit => ({
    code: visit.code ?? freeCode(),
    name: visit.name.trim(),
    groupIndex: visit.groupIndex,
    groupName: visit.groupIndex === null ? null : (groups[visit.groupIndex] ?? null),
    sort: index + 1,
    dayOffset: visit.dayOffset,
    windowBefore: visit.windowBefore,
    windowAfter: visit.windowAfter,
    repeat: visit.repeat,
    activities: visit.activities.map((activity) => ({ type: activity.type, name: activity.name.trim() })),
  }));
  return { groups, visits };
}

/** A compact form of a plan's content for the audit row: what changed is readable there. */
export function auditContent(content: PlanContent) {
  return {
    groups: content.groups,
    visits: content.visits.map(({ groupName: _groupName, sort: _sort, ...visit }) => visit),
  };
}
