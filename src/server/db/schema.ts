/** Kysely table types. Columns are snake_case in SQL and camelCase here (CamelCasePlugin). */
import type { Generated } from 'kysely';

export interface SiteTable {
  id: number;
  webIco: string;
  siteName: string;
  shortName: string;
  themeColor: string;
  qrCode: string;
  code: string;
  sourceCheck: number;
  endpoint: string;
  loginBackImage: string;
  loginLogo: string;
  indexLogo: string | null;
  hospitalNameFull: string;
  officialWebsite: string;
  newWindowMs: number;
  /** 1: the site runs as a waiting-room kiosk (migration 002). */
  kioskMode: number;
  /** Seconds without input before a kiosk returns to the home page. */
  kioskIdleSeconds: number;
  /** Row version of the site settings (migration 008). */
  version: Generated<number>;
}

export interface SiteBannerTable {
  id: Generated<number>;
  url: string;
  alt: string;
  sort: number;
}

export interface RegmarkTable {
  id: number;
  regInstruction: string;
  attechment: string;
  attechmentEnum: string;
  editRight: Generated<number>;
}

export interface AppTable {
  id: Generated<number>;
  name: string;
  url: string;
  icon: string;
  sort: number;
}

export interface FormConfigTable {
  configkey: string;
  configvalue: string;
}

export interface ProjectTable {
  id: Generated<number>;
  name: string;
  recruitStatus: string;
  trialStages: string | null;
  trialType: string | null;
  indication: string | null;
  actionTime: string | null;
  trialMedicine: string | null;
  testedDiseases: string | null;
  targetSpot: string | null;
  treatMethod: string | null;
  target: string | null;
  researchName: string | null;
  sponsorName: string | null;
  studyChargerName: string | null;
  studyChargerMobile: string | null;
  inclusionCriteria: string | null;
  exclusionCriteria: string | null;
  institutionAcceptNumber: string | null;
  pathologicType: string | null;
  runStage: string | null;
  previousTreatmentDrug: string | null;
  projectNo: string | null;
  planCode: string | null;
  approvalNumber: string | null;
  trialCategory: string | null;
  deptId: number | null;
  initiatingUnit: string | null;
  financeCode: string | null;
  ethicsApprovalNumber: string | null;
  ethicsAcceptNumber: string | null;
  /** How subjects are numbered (shared/domain/recruitment/subject-number.ts); null: the default. */
  subjectNumberPattern: Generated<string | null>;
  /** Days before a visit that reminders go out (migration 011); null: the default. */
  visitReminderDays: Generated<number | null>;
  /** Lifecycle: preparing, ongoing, terminated, archived (shared/domain/study/lifecycle). */
  status: Generated<string>;
  /** 1: on the public portal; 0: a draft only staff see. */
  published: Generated<number>;
  publishedAt: string | null;
  terminateReason: string | null;
  /** ISO 8601 UTC; set by every insert (the column's default, '', only fills rows of older tools). */
  createdAt: Generated<string>;
  updatedAt: Generated<string>;
  version: Generated<number>;
}

/** Narrow copy of the searchable project columns, maintained by triggers (see migration 001). */
export interface ProjectSearchTextTable {
  projectId: number;
  name: string;
  testedDiseases: string | null;
  trialMedicine: string | null;
}

/** Two-character grams of the searchable text, for 1-2 character keywords (migration 006). */
export interface ProjectSearchGramTable {
  gram: string;
  projectId: number;
}

export interface OutpatientTable {
  id: Generated<number>;
  projectId: number;
  sort: number;
  deptName: string;
  doctName: string;
  seeTime: string;
}

export interface OrgEntryTable {
  orgKey: string;
  entryId: string;
  name: string;
  sort: number;
}

export interface DictItemTable {
  code: string;
  itemKey: string;
  itemValue: string;
  sort: number;
  /** English name (migration 009); null where none is known. */
  itemValueEn: Generated<string | null>;
  /** 1: offered by the public dictionaries and selects; 0: kept for rows already holding the key. */
  enabled: Generated<number>;
  version: Generated<number>;
}

/** A project's milestone (migration 009); dates are 'YYYY-MM-DD' days of the hospital's zone. */
export interface ProjectMilestoneTable {
  id: Generated<number>;
  projectId: number;
  name: string;
  kind: string;
  plannedDate: string | null;
  actualDate: string | null;
  note: string | null;
  createdAt: string;
  updatedAt: string;
  version: Generated<number>;
}

export interface SysConfigTable {
  configKey: string;
  configValue: string;
}

/** A department or other unit of the hospital (migration 003); departments feed the org list's 'dep'. */
export interface OrganizationTable {
  id: Generated<number>;
  parentId: number | null;
  name: string;
  code: string | null;
  sort: Generated<number>;
  version: Generated<number>;
}

export interface StaffUserTable {
  id: Generated<number>;
  userName: string;
  realname: string;
  fullName: string | null;
  phone: string | null;
  email: string | null;
  deptId: number | null;
  belong: string | null;
  signature: string | null;
  enableCa: Generated<number>;
  /** 'enabled' | 'disabled' */
  status: Generated<string>;
  /** argon2id PHC string; never leaves the server, never logged or audited. */
  passwordHash: string;
  mustChangePassword: Generated<number>;
  avatarType: string | null;
  avatarData: Buffer | null;
  lastLoginAt: string | null;
  createdAt: string;
  updatedAt: string;
  version: Generated<number>;
}

export interface RoleTable {
  id: Generated<number>;
  code: string;
  name: string;
  description: string | null;
  isDefaultRegistration: Generated<number>;
  createdAt: string;
  updatedAt: string;
  version: Generated<number>;
}

export interface RolePermissionTable {
  roleId: number;
  /** 'system' | 'project' */
  scope: string;
  /** 'page' | 'button' */
  kind: string;
  name: string;
}

export interface UserRoleTable {
  userId: number;
  roleId: number;
}

export interface UserProjectRoleTable {
  userId: number;
  projectId: number;
  roleId: number;
}

export interface RegistrationRequestTable {
  id: Generated<number>;
  userName: string;
  realname: string;
  phone: string;
  email: string | null;
  deptId: number | null;
  reason: string | null;
  /** 'pending' | 'passed' | 'refused' */
  status: Generated<string>;
  reviewNote: string | null;
  reviewedBy: number | null;
  reviewedAt: string | null;
  userId: number | null;
  createdAt: string;
  version: Generated<number>;
}

/** A signed-in session; only the SHA-256 of the cookie's token is stored. Times in epoch ms. */
export interface StaffSessionTable {
  tokenHash: string;
  userId: number;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
  clientIp: string | null;
}

/** Consecutive sign-in failures per account name (known or not), and the lock they cause. */
export interface LoginAttemptTable {
  accountKey: string;
  failures: number;
  lockedUntil: number | null;
  updatedAt: number;
}

export interface CaptchaTable {
  uuid: string;
  answerHash: string;
  expiresAt: number;
}

export interface SmsCodeTable {
  uuid: string;
  mobile: string;
  codeHash: string;
  createdAt: number;
  expiresAt: number;
  tries: Generated<number>;
  usedAt: number | null;
}

/** SHA-256 of password ciphertexts seen in the last 10 minutes: a replayed one is refused. */
export interface UsedCiphertextTable {
  hash: string;
  usedAt: number;
}

/** Append-only; each row's hash covers its fields and the previous row's hash. */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  actorId: number | null;
  actorName: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  /** 'success' | 'failure' */
  outcome: string;
  reason: string | null;
  beforeValue: string | null;
  afterValue: string | null;
  clientIp: string | null;
  requestId: string | null;
  prevHash: string;
  hash: string;
}

/** The audit trail's anchor (one row, id 1): see migrations/013-audit-checkpoint.ts. */
export interface AuditCheckpointTable {
  id: number;
  rowCount: number;
  headId: number;
  headHash: string;
  mac: string;
}

export interface Database {
  site: SiteTable;
  siteBanner: SiteBannerTable;
  regmark: RegmarkTable;
  app: AppTable;
  formConfig: FormConfigTable;
  project: ProjectTable;
  projectSearchText: ProjectSearchTextTable;
  projectSearchGram: ProjectSearchGramTable;
  outpatient: OutpatientTable;
  orgEntry: OrgEntryTable;
  dictItem: DictItemTable;
  projectMilestone: ProjectMilestoneTable;
  sysConfig: SysConfigTable;
  organization: OrganizationTable;
  staffUser: StaffUserTable;
  role: RoleTable;
  rolePermission: RolePermissionTable;
  userRole: UserRoleTable;
  userProjectRole: UserProjectRoleTable;
  registrationRequest: RegistrationRequestTable;
  staffSession: StaffSessionTable;
  loginAttempt: LoginAttemptTable;
  captcha: CaptchaTable;
  smsCode: SmsCodeTable;
  usedCiphertext: UsedCiphertextTable;
  auditLog: AuditLogTable;
  auditCheckpoint: AuditCheckpointTable;
  seenSourceSign: SeenSourceSignTable;
  rateLimit: RateLimitTable;
  dataVersion: DataVersionTable;
  storedFile: StoredFileTable;
  recruitPatient: RecruitPatientTable;
  recruitContact: RecruitContactTable;
  recruitRule: RecruitRuleTable;
  recruitImport: RecruitImportTable;
  trialSubject: TrialSubjectTable;
  jobLease: JobLeaseTable;
  visitPlan: VisitPlanTable;
  visitPlanGroup: VisitPlanGroupTable;
  visitPlanVisit: VisitPlanVisitTable;
  subjectVisit: SubjectVisitTable;
  staffNotice: StaffNoticeTable;
  patientMessage: PatientMessageTable;
  safetyAe: SafetyAeTable;
  safetySae: SafetySaeTable;
  safetySusar: SafetySusarTable;
  safetyDsur: SafetyDsurTable;
  safetyRevision: SafetyRevisionTable;
  safetyNumber: SafetyNumberTable;
  safetyAttachment: SafetyAttachmentTable;
  safetyViolation: SafetyViolationTable;
  safetyConMed: SafetyConMedTable;
  safetyRule: SafetyRuleTable;
}

/** sourceSign (timestamp, digits) pairs accepted in the last 600 s: a replayed one is refused (migration 005). */
export interface SeenSourceSignTable {
  key: string;
  expiresAt: number;
}

/** Request counts of @fastify/rate-limit per limiter and client key, for the window ending at resetAt. */
export interface RateLimitTable {
  key: string;
  count: number;
  resetAt: number;
}

/** One counter per cached domain ('projects'), bumped by triggers with every write to its tables. */
export interface DataVersionTable {
  domain: string;
  version: number;
}

/** One upload (migration 008); its bytes are in the FileStore under `hash`. */
export interface StoredFileTable {
  id: Generated<number>;
  /** SHA-256 of the bytes, hex. */
  hash: string;
  /** 32 random hex digits: the file's id outside the server (migration 013). */
  publicKey: string;
  originalName: string;
  /** From the file's signature, not its name. */
  mimeType: string;
  size: number;
  /** 'public' | 'private' */
  visibility: string;
  width: number | null;
  height: number | null;
  uploaderId: number | null;
  createdAt: string;
}

/**
 * A candidate patient of one project (migration 010). `*Enc` columns hold AES-256-GCM
 * ciphertext (server/lib/field-crypto.ts), `*Hash` keyed hashes for exact lookups. JSON
 * columns: diagnoses [{ code, text }], labs [{ test, value, date }], priorDrugs string[]
 * (null: nobody recorded them), matchOutcomes CriterionOutcome[], selfCheck and consent
 * (portal leads). Dates are 'YYYY-MM-DD', times ISO 8601 UTC.
 */
export interface RecruitPatientTable {
  id: Generated<number>;
  projectId: number;
  mrnHash: string;
  phoneHash: string | null;
  nameEnc: string;
  phoneEnc: string | null;
  idNumberEnc: string | null;
  mrnEnc: string;
  sex: string | null;
  birthDate: string | null;
  diagnoses: Generated<string>;
  labs: Generated<string>;
  priorDrugs: string | null;
  /** SPEC §4 patient source: 0 manual, 1 batch import, 2 HIS sync, 3 portal self-check. */
  source: number;
  selfCheck: string | null;
  consent: string | null;
  /** SPEC §4 recruited-subject status of the last match; null before any. */
  matchStatus: string | null;
  matchOutcomes: string | null;
  matchRuleId: number | null;
  matchedAt: string | null;
  /** In-group suggestion (SPEC §4 suggest / cancel suggest). */
  suggested: Generated<number>;
  suggestedAt: string | null;
  /** The last contact's SPEC §4 recruit result: 1 willing, 2 unwilling, 0 not reached. */
  recruitResult: number | null;
  contactCount: Generated<number>;
  lastContactAt: string | null;
  willingAt: string | null;
  nextFollowUp: string | null;
  createdAt: string;
  updatedAt: string;
  version: Generated<number>;
}

/** One contact attempt with a candidate (migration 010). */
export interface RecruitContactTable {
  id: Generated<number>;
  patientId: number;
  projectId: number;
  contactedAt: string;
  result: number;
  /** Why unwilling (shared/domain/recruitment/reasons.ts), when result is 2. */
  reason: string | null;
  note: string | null;
  nextFollowUp: string | null;
  actorId: number | null;
  actorName: string;
}

/** A version of a project's recruitment rules for one disease key (migration 010). */
export interface RecruitRuleTable {
  id: Generated<number>;
  projectId: number;
  /** 'default' or a disease name (dictionary bd). */
  diseaseKey: Generated<string>;
  ruleVersion: number;
  /** 'draft' | 'published' | 'retired' */
  status: string;
  name: string;
  /** JSON Criterion[] (shared/domain/recruitment/criteria.ts). */
  criteria: string;
  /** Where a copy came from ('template:<id>', 'project:<id>', 'import'), for people to read. */
  origin: string | null;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  version: Generated<number>;
}

/** One batch import or HIS sync of a project's candidates (migration 010). */
export interface RecruitImportTable {
  id: Generated<number>;
  projectId: number;
  /** 'import' | 'his' */
  kind: string;
  fileName: string | null;
  totalRows: number;
  createdCount: number;
  mergedCount: number;
  actorName: string;
  at: string;
}

/** A trial subject of a project (migration 010). */
export interface TrialSubjectTable {
  id: Generated<number>;
  projectId: number;
  patientId: number | null;
  subjectNumber: string;
  /** The project's running number behind the subject number. */
  seq: number;
  /** Name initials (e.g. 'ZSM'): subjects are named by number and initials, never in full. */
  initials: string;
  /** shared/domain/recruitment/subject-status.ts */
  status: string;
  invalid: Generated<number>;
  invalidReason: string | null;
  screeningDate: string;
  consentDate: string | null;
  enrolledDate: string | null;
  endedDate: string | null;
  /** Screen-failure or withdrawal reason code and text. */
  reasonCode: string | null;
  reason: string | null;
  note: string | null;
  /** The visit plan version the subject is on, and the day its visits count from (migration 011). */
  visitPlanId: Generated<number | null>;
  visitAnchorDate: Generated<string | null>;
  /** When the patient agreed to visit reminder messages; null: none are sent. */
  reminderConsentAt: Generated<string | null>;
  createdAt: string;
  updatedAt: string;
  version: Generated<number>;
}

/** A scheduled job's lease: the instance holding it until expiresAt (ms) runs the job (migration 010). */
export interface JobLeaseTable {
  name: string;
  holder: string;
  expiresAt: number;
  lastRunAt: string | null;
  lastError: string | null;
}

/** A version of a project's visit plan (migration 011). */
export interface VisitPlanTable {
  id: Generated<number>;
  projectId: number;
  planVersion: number;
  /** 'draft' | 'published' | 'retired' */
  status: string;
  name: string;
  /** The event day offsets count from: shared/domain/visits. */
  anchor: string;
  note: string | null;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  version: Generated<number>;
}

export interface VisitPlanGroupTable {
  id: Generated<number>;
  planId: number;
  name: string;
  sort: number;
}

/** One visit of a plan version; `activities` is JSON [{ type, name }]. */
export interface VisitPlanVisitTable {
  id: Generated<number>;
  planId: number;
  groupId: number | null;
  /** Stable within the plan version (subjects' visits refer to it). */
  code: string;
  name: string;
  sort: number;
  dayOffset: number;
  windowBefore: Generated<number>;
  windowAfter: Generated<number>;
  repeatEvery: number | null;
  /** 'day' | 'week' | 'month' */
  repeatUnit: string | null;
  repeatTimes: number | null;
  activities: Generated<string>;
}

/** One visit (and repeat cycle) of a subject (migration 011); days are the hospital's. */
export interface SubjectVisitTable {
  id: Generated<number>;
  projectId: number;
  subjectId: number;
  planId: number;
  visitCode: string;
  cycle: Generated<number>;
  name: string;
  groupName: string | null;
  sort: number;
  plannedDate: string;
  windowStart: string;
  windowEnd: string;
  /** Why the planned day is outside the window, when it is. */
  planDateReason: string | null;
  executedDate: string | null;
  /** 'planned' | 'done' | 'missed' */
  status: Generated<string>;
  outOfWindow: Generated<number>;
  activities: Generated<string>;
  activitiesDone: Generated<string>;
  note: string | null;
  createdAt: string;
  updatedAt: string;
  version: Generated<number>;
}

/** An in-app notice for a staff user (migration 011), e.g. a visit reminder. */
export interface StaffNoticeTable {
  id: Generated<number>;
  userId: number;
  projectId: number;
  kind: string;
  subjectVisitId: number | null;
  title: string;
  body: string;
  dueDate: string | null;
  createdAt: string;
  readAt: string | null;
}

/** A message to a patient (migration 011): a visit reminder by SMS, with its sending state. */
export interface PatientMessageTable {
  id: Generated<number>;
  projectId: number;
  subjectVisitId: number;
  kind: string;
  channel: string;
  /** 'pending' | 'sent' | 'failed' */
  status: string;
  attempts: Generated<number>;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

/**
 * What every safety record has (migration 012): shared/domain/safety/status.ts status
 * 'draft' | 'submitted', the revision (1 first), the reason of a revision, who submitted it.
 */
export interface SafetyRecordColumns {
  id: Generated<number>;
  projectId: number;
  status: Generated<string>;
  revision: Generated<number>;
  revisionReason: string | null;
  submittedAt: string | null;
  /** The submitter's user name. */
  submittedBy: string | null;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  version: Generated<number>;
}

/** An adverse event of a subject (migration 012). Dates are hospital days. */
export interface SafetyAeTable extends SafetyRecordColumns {
  subjectId: number;
  term: string;
  onsetDate: string;
  endDate: string | null;
  /** SPEC §4 severity: 1 mild, 2 moderate, 3 severe. */
  severity: number;
  /** Dictionary AELevel (CTCAE grade '1'..'5'), when graded. */
  grade: string | null;
  /** Dictionary AESerious: '1' serious, '0' not. */
  serious: string;
  /** JSON SeriousnessCriterion[] (shared/domain/safety/records.ts). */
  seriousness: Generated<string>;
  /** Dictionaries AEDrugRel, drugAction and AEResult. */
  drugRelation: string;
  drugAction: string;
  outcome: string;
  /** The concomitant treatment of the event. */
  treatment: string | null;
  /** The safety rules say it must be reported as an SAE (set when saved). */
  saeRequired: Generated<number>;
}

/** An SAE report linked to an AE (migration 012); follow-ups name their initial report. */
export interface SafetySaeTable extends SafetyRecordColumns {
  subjectId: number;
  aeId: number;
  initialId: number | null;
  /** Given at the first submission (shared/domain/safety/records.ts formatReportNumber). */
  reportNo: string | null;
  /** Dictionary reportType: first, followup, summary. */
  reportType: string;
  /** When the site learned of the event (ISO 8601 UTC): the 24-hour clock starts here. */
  learnedAt: string;
  seriousness: Generated<string>;
  description: string;
  assigneeId: number | null;
}

/** A SUSAR report (migration 012). */
export interface SafetySusarTable extends SafetyRecordColumns {
  subjectId: number | null;
  saeId: number | null;
  initialId: number | null;
  reportNo: string | null;
  reportType: string;
  /** The hospital day of first knowledge: day 0 of the 7- or 15-day clock. */
  learnedDate: string;
  /** Fatal or life-threatening (the 7-day clock). */
  fatal: Generated<number>;
  drugName: string;
  reaction: string;
  description: string;
  /** SPEC §4 PV status: new, waiting, auditing, accepted. */
  pvStatus: Generated<string>;
}

/** A project's DSUR of one year (migration 012). */
export interface SafetyDsurTable extends SafetyRecordColumns {
  reportNo: string | null;
  /** The development international birth date. */
  dibd: string;
  reportYear: number;
  periodStart: string;
  dataLockPoint: string;
  summary: string;
  pvStatus: Generated<string>;
}

/** A submitted revision of a safety record, frozen (migration 012). */
export interface SafetyRevisionTable {
  id: Generated<number>;
  /** 'ae' | 'sae' | 'susar' | 'dsur' */
  kind: string;
  recordId: number;
  revision: number;
  /** JSON: the record as submitted. */
  data: string;
  reason: string | null;
  submittedBy: string;
  submittedAt: string;
}

/** The last report number given per project, kind and year (migration 012). */
export interface SafetyNumberTable {
  projectId: number;
  kind: string;
  year: string;
  lastSeq: Generated<number>;
}

/** A file attached to an SAE report (migration 012). */
export interface SafetyAttachmentTable {
  id: Generated<number>;
  projectId: number;
  saeId: number;
  fileId: number;
  uploadedBy: string;
  createdAt: string;
}

/** A protocol violation (migration 012). */
export interface SafetyViolationTable {
  id: Generated<number>;
  projectId: number;
  subjectId: number;
  /** SPEC §4 violation type 10/20/30; null for a visit deviation taken from the visits area. */
  type: number | null;
  /** SPEC §4 severity 1..3. */
  severity: number;
  occurredDate: string;
  description: string;
  /** shared/domain/safety/status.ts VIOLATION_SOURCES */
  source: Generated<string>;
  subjectVisitId: number | null;
  /** 'open' | 'reviewed' */
  status: Generated<string>;
  reviewNote: string | null;
  reviewedBy: string | null;
  reviewedAt: string | null;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  version: Generated<number>;
}

/** A concomitant medication of a subject (migration 012). */
export interface SafetyConMedTable {
  id: Generated<number>;
  projectId: number;
  subjectId: number;
  drug: string;
  dose: string;
  route: string;
  frequency: string | null;
  startDate: string;
  endDate: string | null;
  indication: string;
  /** 'prohibited' | 'cautioned' | null: the safety rules' verdict when saved. */
  ruleFlag: string | null;
  /** 'recorded' | 'checked' */
  status: Generated<string>;
  checkedBy: string | null;
  checkedAt: string | null;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  version: Generated<number>;
}

/** A version of a project's safety rules (migration 012). */
export interface SafetyRuleTable {
  id: Generated<number>;
  projectId: number;
  ruleVersion: number;
  /** 'draft' | 'published' | 'retired' */
  status: string;
  name: string;
  /** JSON SafetyRuleContent (shared/domain/safety/rules.ts). */
  content: string;
  origin: string | null;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  version: Generated<number>;
}
