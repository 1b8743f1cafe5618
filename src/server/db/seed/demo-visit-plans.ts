/**
 * The demo hospital's visit plans (issue 14 item 6): an oncology plan per demo project,
 * counted from enrolment (C1D1 = day 0): screening (V0 in the 28 days before), treatment
 * cycles (every 21 days, or 28 for the small-cell study, 6 cycles), tumour assessments every
 * 6 weeks, the safety follow-up 30 days after the last dose and survival follow-up every
 * 3 months. Activity types are keys of the visitItemType dictionary.
 */
import type { PlanVisitSpec, VisitActivity } from '../../../shared/domain/visits/schedule';

export interface DemoPlan {
  name: string;
  note: string;
  visits: PlanVisitSpec[];
}

export const DEMO_PLAN_GROUPS = ['筛选期', '治疗期', '随访期'] as const;

const act = (type: string, name: string): VisitActivity => ({ type, name });

/** The plan of the demo project at `position`; `draft` adds what its next version changes. */
export function demoPlanOf(position: number, draft = false): DemoPlan {
  const cycleDays = position === 4 ? 28 : 21;
  const cycles = 6;
  const lastDose = cycleDays * (cycles - 1);
  const drug = position === 4 ? '研究药物 + 依托泊苷/卡铂 静脉输注' : '研究药物 + 培美曲塞/铂类 静脉输注';
  const dosingActivities = [
    act('physical', '体格检查与ECOG评分'),
    act('vital', '生命体征'),
    act('lab', '血常规、血生化、尿常规'),
    act('dosing', drug),
    ...(draft ? [act('sampling', '药代动力学（PK）采血')] : []),
  ];
  const visits: PlanVisitSpec[] = [
    {
      code: 'V0',
      name: '筛选访视',
      groupName: '筛选期',
      sort: 1,
      dayOffset: -14,
      windowBefore: 14,
      windowAfter: 13,
      repeat: null,
      activities: [
        act('physical', '体格检查、病史与合并用药'),
        act('vital', '生命体征'),
        act('lab', '血常规、血生化、凝血功能、病毒学'),
        act('ecg', '12导联心电图'),
        act('imaging', '胸部增强CT、头颅MRI'),
        act('sampling', '肿瘤组织样本（PD-L1）'),
      ],
    },
    {
      code: 'CD1',
      name: '治疗周期第1天（CnD1）',
      groupName: '治疗期',
      sort: 2,
      dayOffset: 0,
      windowBefore: 3,
      windowAfter: 3,
      repeat: { every: cycleDays, unit: 'day', times: cycles },
      activities: dosingActivities,
    },
    {
      code: 'TA',
      name: '肿瘤评估',
      groupName: '治疗期',
      sort: 3,
      dayOffset: 42,
      windowBefore: 7,
      windowAfter: 7,
      repeat: { every: 6, unit: 'week', times: 3 },
      activities: [act('imaging', '胸部增强CT（RECIST 1.1）'), act('scale', 'EORTC QLQ-C30 生活质量量表')],
    },
    {
      code: 'SFU',
      name: '安全性随访',
      groupName: '随访期',
      sort: 4,
      dayOffset: lastDose + 30,
      windowBefore: 7,
      windowAfter: 7,
      repeat: null,
      activities: [act('physical', '不良事件与合并用药'), act('lab', '血常规、血生化'), act('ecg', '12导联心电图')],
    },
    {
      code: 'OS',
      name: '生存随访',
      groupName: '随访期',
      sort: 5,
      dayOffset: lastDose + 120,
      windowBefore: 14,
      windowAfter: 14,
      repeat: { every: 3, unit: 'month', times: 4 },
      activities: [act('scale', '电话随访：生存状态与后续抗肿瘤治疗')],
    },
  ];
  return {
    name: draft ? '访视计划 v2（增加PK采血）' : '访视计划 v1',
    note: draft
      ? '方案修订草案：治疗期每周期增加 PK 采血'
      : `以入组日（C1D1）为第0天；每 ${cycleDays} 天一个周期，共 ${cycles} 个周期`,
    visits,
  };
}
