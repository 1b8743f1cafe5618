/**
 * The standard roles of the suite (SPEC §1 staff roles) and their permissions, created
 * at first start. Only roles whose code is missing are added, so what administrators
 * changed since is kept. Registration default: 'coordinator' (see DEFAULT_REGISTRATION_ROLE).
 */
import type { Transaction } from 'kysely';
import { type PermissionScope, allButtons, allPages } from '../../../shared/domain/access/permissions';
import { REPORT_KEYS, type ReportKey } from '../../../shared/domain/reports/catalogue';
import { appendAudit } from '../audit/audit-trail';
import { type Actor, auditActor, isoTime } from '../../services/staff-write';
import type { Database } from '../schema';

interface Grant {
  pages: string[];
  buttons: string[];
}

interface StandardRole {
  code: string;
  name: string;
  description: string;
  system: Grant;
  project: Grant;
  /** The catalogue reports its holders may run (role_report; shared/domain/reports/catalogue.ts). */
  reports: readonly ReportKey[];
}

/** Every staff role sees the report catalogue (报表) and may apply for a report it does not hold. */
const withReportsPage = (grant: Grant): Grant => ({
  pages: [...grant.pages, 'Reports'],
  buttons: [...grant.buttons, 'report:apply'],
});
const everything = (scope: PermissionScope): Grant => ({ pages: allPages(scope), buttons: allButtons(scope) });
/** What every member of a project team may see in it: the project, its team and milestones. */
const teamMember: Grant = { pages: ['ProjectOverview', 'ProjectTeam', 'ProjectMilestones'], buttons: [] };
/** The safety area's pages: AE, SAE, SUSAR, DSUR, violations, concomitant medication, rules. */
const SAFETY_PAGES = [
  'SafetyAe',
  'SafetySae',
  'SafetySusar',
  'SafetyDsur',
  'ProtocolViolations',
  'ConMeds',
  'SafetyRules',
];
/** The monitoring pages (quality area): visits and appointments, SDV and queries. */
export const MONITORING_PAGES = ['MonitoringVisits', 'MonitoringQueries'];
/** The monitor books visits and writes their reports, marks SDV, raises, closes and re-opens queries. */
export const MONITOR_BUTTONS = ['appointment:book', 'sdv:mark', 'query:manage'];
/** The site answers queries and accepts, refuses, adjusts and launches appointments under its rules. */
export const SITE_MONITORING_BUTTONS = ['appointment:review', 'appointment:rules', 'query:answer'];
/** Quality control: plans, check tasks, findings. */
const QUALITY_PAGES = [
  'QualityPlans',
  'QualityCheckTasks',
  'QualityFindings',
  // Inspections, self-checks and the quality dashboard.
  'QualityInspections',
  'QualitySelfChecks',
  'QualityDashboard',
];
/** Who checks: runs tasks, records and verifies findings, signs the QC report, exports. */
const QUALITY_CHECKER_BUTTONS = [
  'qcPlan:update',
  'qcTask:run',
  'qcTask:sign',
  'qcFinding:raise',
  'qcFinding:verify',
  'qcFinding:export',
  // Inspections and self-checks: record inspections and their findings, keep the checklist.
  'inspection:record',
  'selfCheck:template',
];
/** The institution's GCP office (质控办) runs level-3 QC and owns the plans and the tasks. */
const qualityOffice: Grant = {
  pages: [...teamMember.pages, ...QUALITY_PAGES],
  buttons: [...QUALITY_CHECKER_BUTTONS, 'qcPlan:publish', 'qcTask:assign'],
};
/** A department's QC officer (科室质控员) runs level-2 QC in the department's projects. */
const departmentQc: Grant = { pages: [...teamMember.pages, ...QUALITY_PAGES], buttons: QUALITY_CHECKER_BUTTONS };
/** The drugs area's project pages (drug-pages.ts). */
const DRUG_PAGES = [
  'DrugCatalogue',
  'DrugInventory',
  'DrugDeliveries',
  'DrugDispensing',
  'DrugRecovery',
  'DrugReconciliation',
];
/** The drug manager (药品管理员) keeps the warehouses and every drug record except prescriptions. */
const drugManagerSystem: Grant = { pages: ['DrugWarehouses'], buttons: ['warehouse:manage', 'temperature:record'] };
const drugManager: Grant = {
  pages: [...teamMember.pages, ...DRUG_PAGES],
  buttons: [
    'drug:catalogue',
    'excursion:decide',
    'delivery:record',
    'delivery:receive',
    'drug:give',
    'drug:review',
    'drug:revoke',
    'drug:return',
    'drug:recover',
    'accountability:sign',
  ],
};
/** The pharmacist (药师) receives, dispenses and reviews, takes back returns, records temperatures. */
const pharmacistSystem: Grant = { pages: ['DrugWarehouses'], buttons: ['temperature:record'] };
const pharmacist: Grant = {
  pages: [...teamMember.pages, 'DrugInventory', 'DrugDeliveries', 'DrugDispensing', 'DrugRecovery'],
  buttons: ['delivery:receive', 'drug:give', 'drug:review', 'drug:return'],
};
/**
 * Monitors also read the rules, the subjects, the funnel, the visits and the safety records;
 * never the candidates' personal data.
 */
const monitorGrant: Grant = {
  pages: [
    ...teamMember.pages,
    'RecruitRules',
    'TrialSubjects',
    'RecruitFunnel',
    'VisitPlans',
    'SubjectVisits',
    'VisitSummary',
    ...SAFETY_PAGES,
    ...MONITORING_PAGES,
    'DrugInventory',
    'DrugDeliveries',
    'DrugDispensing',
    'DrugRecovery',
    'DrugReconciliation',
    // The binder: the monitor reads it, and its versions' signature manifests.
    'DocumentBinder',
    'DocumentSignatures',
    // Ethics: the monitor reads the project's submissions.
    'EthicsSubmissions',
    // The project's research centres and their enrolment.
    'ResearchCentres',
    // Samples: the monitor reads the samples, their boxes, custody and shipments.
    'SampleBoxes',
  ],
  buttons: [...MONITOR_BUTTONS, 'accountability:sign'],
};
/** The finance pages of a project (finance-pages.ts); the investigator reads them all. */
const FINANCE_PAGES = [
  'FinanceBudget',
  'FinanceContracts',
  'FinanceReceivables',
  'FinanceReports',
  'FinanceExpenses',
  'FinanceSubsidies',
  'FinanceWarnings',
];
/** The finance officer (财务) keeps the fee types and every finance record of their projects. */
const financeSystem: Grant = {
  pages: ['FinanceFeeTypes', 'FinanceDesk', 'TaskInbox', 'MyApprovals'],
  buttons: ['feeType:manage'],
};
const financeOfficer: Grant = {
  pages: [...teamMember.pages, ...FINANCE_PAGES],
  buttons: [
    'budget:edit',
    'budget:publish',
    'financeSetting:edit',
    'contract:edit',
    'contract:submit',
    'invoice:edit',
    'invoice:issue',
    'income:record',
    'finance:export',
    'expense:edit',
    'expense:submit',
    'expense:pay',
    'subsidy:edit',
    'subsidy:submit',
    'subsidy:issue',
    'warning:manage',
  ],
};
/** The institution head (机构负责人) approves above a threshold; reads contracts, expenses, reports, warnings. */
const institutionHead: Grant = {
  pages: [...teamMember.pages, 'FinanceContracts', 'FinanceExpenses', 'FinanceReports', 'FinanceWarnings'],
  buttons: [],
};
/** The ethics committee's pages (ethics-pages.ts): its members and rules, the secretary's board. */
const ETHICS_COMMITTEE_PAGES = [
  'EthicsCommittee',
  'EthicsBoard',
  // The review path: a member's 我的审查 (migration 050).
  'EthicsReviews',
  // Meetings and votes (migration 061).
  'EthicsMeetings',
];
/** A committee member reads the committee and the board, and reviews what they are assigned. */
const committeeMember: Grant = { pages: ETHICS_COMMITTEE_PAGES, buttons: [] };
/** The chair also signs the decision letters. */
const committeeChair: Grant = { pages: ETHICS_COMMITTEE_PAGES, buttons: ['ethicsLetter:sign'] };
/** The committee's secretary accepts or returns submissions and keeps the members and rules. */
const committeeSecretary: Grant = {
  pages: ETHICS_COMMITTEE_PAGES,
  buttons: ['ethicsCommittee:manage', 'ethicsSubmission:review', 'ethicsLetter:draft', 'ethicsMeeting:manage'],
};
/** Who runs study management: the table of projects, creating, importing and exporting them. */
const projectCreator: Grant = {
  pages: ['ProjectManage'],
  buttons: ['project:create', 'project:import', 'project:export'],
};
/** Study staff also see recruitment across their projects. */
const studyStaff: Grant = {
  pages: [...projectCreator.pages, 'RecruitOverview', 'VisitSchedule', 'TaskInbox', 'MyApprovals', 'DocumentSearch'],
  buttons: projectCreator.buttons,
};
/**
 * A coordinator keeps a project's records current (fields, doctors, publication, milestones),
 * runs recruitment (candidates, matching, follow-up, rule drafts, subjects), keeps the
 * visit schedule, its plan versions included, and enters safety data (AE, SAE, SUSAR and DSUR
 * drafts, violations, concomitant medication, safety rule drafts).
 */
const projectEditor: Grant = {
  pages: [
    ...monitorGrant.pages.filter((page) => !DRUG_PAGES.includes(page)),
    'RecruitCandidates',
    ...QUALITY_PAGES,
    'DrugDispensing',
    'DrugRecovery',
    // Finance: the coordinator knows the subjects and writes their subsidy bills.
    'FinanceSubsidies',
    // Study meetings: kick-off, site initiation, investigators' and close-out meetings.
    'StudyMeetings',
    // The seal of the project's stage and final summary reports (migration 064).
    'ReportSeals',
  ],
  buttons: [
    'project:update',
    'project:copy',
    'project:doctors',
    'project:publish',
    'milestone:update',
    'recruit:patient',
    'recruit:match',
    'recruit:follow',
    'recruitRule:update',
    'subject:create',
    'subject:status',
    'subject:delete',
    'subject:export',
    'visitPlan:update',
    'visitPlan:publish',
    'visit:record',
    'visit:applyPlan',
    'ae:update',
    'sae:update',
    'susar:update',
    'dsur:update',
    'violation:update',
    'cmed:update',
    'safetyRule:update',
    ...SITE_MONITORING_BUTTONS,
    'qcFinding:answer',
    // The study team runs its own self-checks.
    'selfCheck:run',
    // Drugs: the coordinator takes back what subjects return.
    'drug:return',
    // Finance: the coordinator bills subjects' subsidies and submits a batch for approval.
    'subsidy:edit',
    'subsidy:submit',
    // Documents: the coordinator files documents and their versions in the binder.
    'document:upload',
    // Ethics: the coordinator drafts, submits and withdraws the project's ethics submissions.
    'ethics:submit',
    // Research centres: the coordinator keeps the project's centres and their status.
    'centre:manage',
    // Samples: the coordinator registers samples at visits, boxes them and ships them.
    'sample:collect',
    'sample:store',
    'sample:ship',
    // Study meetings: schedule and run them, mark attendance, write the minutes.
    'studyMeeting:manage',
    // Report seals: apply for the institution's seal of a stage or final summary report.
    'reportSeal:apply',
  ],
};
/**
 * The investigator also decides the project's lifecycle (start, terminate, archive), its
 * team, which recruitment rules apply, and whether a subject record is invalid; signs off
 * safety reports (submit, revise, assign, PV status), reviews violations and checks medications.
 */
const projectLead: Grant = {
  // Everything the coordinator holds (so the investigator can put coordinators on the team),
  // with the inventory and the accountability logs, and prescriptions.
  pages: [...new Set([...projectEditor.pages, 'DrugInventory', 'DrugReconciliation', ...FINANCE_PAGES])],
  buttons: [
    ...projectEditor.buttons,
    'drug:prescribe',
    // Finance: the investigator writes and starts expenses.
    'expense:edit',
    'expense:submit',
    'project:start',
    'project:terminate',
    'project:archive',
    'team:manage',
    'recruitRule:publish',
    'subject:invalid',
    'ae:submit',
    'sae:submit',
    'sae:assign',
    'susar:submit',
    'susar:pv',
    'dsur:submit',
    'dsur:pv',
    'violation:review',
    'cmed:check',
    'safetyRule:publish',
    'remote:switch',
    ...QUALITY_CHECKER_BUTTONS,
    // Documents: the investigator also adds folders to the binder and withdraws effective versions.
    'document:folder',
    'document:withdraw',
    // and archives the binder at the project's close (cancelling an archive is the administrator's).
    'document:archive',
  ],
};

export const STANDARD_ROLES: StandardRole[] = [
  {
    code: 'admin',
    name: '系统管理员',
    description: '管理用户、角色、组织机构、注册审核，查看登录日志与审计日志',
    system: everything('system'),
    project: everything('project'),
    reports: REPORT_KEYS,
  },
  {
    code: 'investigator',
    name: '研究者',
    description: '主要研究者及研究医生',
    system: withReportsPage(studyStaff),
    project: projectLead,
    reports: REPORT_KEYS,
  },
  {
    code: 'coordinator',
    name: '临床研究协调员',
    description: 'CRC：协助研究者完成受试者招募、随访与数据录入',
    system: withReportsPage(studyStaff),
    project: projectEditor,
    reports: [
      'enrolmentSubjects',
      'visitSummary',
      'visitSchedule',
      'aeListing',
      'saeListing',
      'violationListing',
      'queryListing',
    ],
  },
  {
    code: 'monitor',
    name: '监查员',
    description: 'CRA：申办方或 CRO 派出的监查人员',
    // The monitor searches the binders of the projects they monitor.
    system: withReportsPage({ pages: ['TaskInbox', 'DocumentSearch'], buttons: [] }),
    project: monitorGrant,
    reports: ['visitSummary', 'aeListing', 'saeListing', 'drugAccountability', 'violationListing', 'queryListing'],
  },
  {
    code: 'finance',
    name: '财务',
    description: '试验经费、合同与受试者补助',
    system: withReportsPage(financeSystem),
    project: financeOfficer,
    reports: ['financeReport'],
  },
  {
    code: 'drug_manager',
    name: '药品管理员',
    description: '试验用药品的接收、发放、回收与库存',
    system: withReportsPage(drugManagerSystem),
    project: drugManager,
    reports: ['drugAccountability'],
  },
  {
    code: 'pharmacist',
    name: '药师',
    description: 'GCP 药房药师：接收、发放与复核试验用药品，登记受试者退药与温湿度',
    system: withReportsPage(pharmacistSystem),
    project: pharmacist,
    reports: [],
  },
  {
    code: 'ethics',
    name: '伦理委员',
    description: '伦理委员会委员与秘书',
    system: withReportsPage(committeeMember),
    project: teamMember,
    reports: [],
  },
  {
    code: 'ethics_secretary',
    name: '伦理委员会秘书',
    description: '伦理委员会办公室秘书：受理或退回递交，管理委员会成员与法定人数规则',
    system: withReportsPage(committeeSecretary),
    project: teamMember,
    reports: [],
  },
  {
    code: 'ethics_chair',
    name: '伦理委员会主任委员',
    description: '伦理委员会主任委员：主持会议，签发审查决定',
    system: withReportsPage(committeeChair),
    project: teamMember,
    reports: [],
  },
  {
    code: 'institution_head',
    name: '机构负责人',
    description: '临床试验机构负责人：审批超过限额的合同与经费支出',
    system: withReportsPage({ pages: ['TaskInbox', 'MyApprovals'], buttons: [] }),
    project: institutionHead,
    reports: ['financeReport'],
  },
  {
    code: 'qa',
    name: '机构质控员',
    description: '临床试验机构办公室（质控办）：制定质控计划，开展三级质控，跟踪整改',
    system: withReportsPage({ pages: ['TaskInbox'], buttons: [] }),
    project: qualityOffice,
    reports: ['qcFindings'],
  },
  {
    code: 'dept_qc',
    name: '科室质控员',
    description: '专业科室质控员：开展二级质控，跟踪整改',
    system: withReportsPage({ pages: ['TaskInbox'], buttons: [] }),
    project: departmentQc,
    reports: ['qcFindings'],
  },
];

/**
 * Passed registration requests get this role. Outside a project a coordinator sees only the
 * table of projects (names, numbers, statuses) and may start new drafts; a project's content
 * opens only after an administrator puts the person on its team, so a wrongly passed request
 * exposes no project data. Coordinators (CRCs, often SMO staff) most often ask for accounts.
 */
export const DEFAULT_REGISTRATION_ROLE = 'coordinator';

/** Adds the standard roles that are missing; answers every standard role's id by code. */
export async function ensureStandardRoles(trx: Transaction<Database>, actor: Actor): Promise<Map<string, number>> {
  const existing = await trx.selectFrom('role').select(['id', 'code', 'isDefaultRegistration']).execute();
  const ids = new Map(existing.map((role) => [role.code, role.id]));
  const hasDefault = existing.some((role) => role.isDefaultRegistration === 1);
  const now = isoTime(actor.at);
  // Older databases (migration tests that load the demo staff) have no report assignments yet.
  const hasReports = (await trx.introspection.getTables()).some((table) => table.name === 'role_report');
  for (const role of STANDARD_ROLES) {
    if (ids.has(role.code)) continue;
    const isDefault = !hasDefault && role.code === DEFAULT_REGISTRATION_ROLE;
    const { id } = await trx
      .insertInto('role')
      .values({
        code: role.code,
        name: role.name,
        description: role.description,
        isDefaultRegistration: isDefault ? 1 : 0,
        createdAt: now,
        updatedAt: now,
        version: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const permissions = (['system', 'project'] as const).flatMap((scope) => [
      ...role[scope].pages.map((name) => ({ roleId: id, scope, kind: 'page', name })),
      ...role[scope].buttons.map((name) => ({ roleId: id, scope, kind: 'button', name })),
    ]);
    if (permissions.length > 0) await trx.insertInto('rolePermission').values(permissions).execute();
    if (hasReports && role.reports.length > 0)
      await trx
        .insertInto('roleReport')
        .values(role.reports.map((reportKey) => ({ roleId: id, reportKey })))
        .execute();
    await appendAudit(trx, {
      ...auditActor(actor),
      action: 'role.create',
      entity: 'role',
      entityId: id,
      after: {
        code: role.code,
        name: role.name,
        system: role.system,
        project: role.project,
        reports: role.reports,
        isDefaultRegistration: isDefault,
      },
    });
    ids.set(role.code, id);
  }
  return ids;
}
