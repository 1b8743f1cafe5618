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
}

/** Narrow copy of the searchable project columns, maintained by triggers (see migration 001). */
export interface ProjectSearchTextTable {
  projectId: number;
  name: string;
  testedDiseases: string | null;
  trialMedicine: string | null;
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
}

export interface SysConfigTable {
  configKey: string;
  configValue: string;
}

export interface Database {
  site: SiteTable;
  siteBanner: SiteBannerTable;
  regmark: RegmarkTable;
  app: AppTable;
  formConfig: FormConfigTable;
  project: ProjectTable;
  projectSearchText: ProjectSearchTextTable;
  outpatient: OutpatientTable;
  orgEntry: OrgEntryTable;
  dictItem: DictItemTable;
  sysConfig: SysConfigTable;
}
