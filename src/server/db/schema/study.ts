/** Table types of the study area: the site and its settings, projects, doctors, dictionaries, milestones, files. */
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
  /** The hospital's IANA time zone (migration 022). */
  timeZone: string;
  /** The hospital's networks, a JSON list of CIDR blocks (migration 032). */
  hospitalNetworks: Generated<string>;
  /** Documents due within this many days are inbox tasks (migration 045). */
  documentDueDays: Generated<number>;
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
  /** Subjects the site plans to enrol (migration 023); null: not set. */
  enrolmentTarget: Generated<number | null>;
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
