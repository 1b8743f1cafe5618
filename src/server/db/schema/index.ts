/**
 * Kysely table types, one file per area. Columns are snake_case in SQL and camelCase here
 * (CamelCasePlugin).
 */
import type {
  AuditCheckpointTable,
  AuditLogTable,
  CaptchaTable,
  LoginAttemptTable,
  OrganizationTable,
  RateLimitTable,
  RegistrationRequestTable,
  RolePermissionTable,
  RoleTable,
  SeenSourceSignTable,
  SigningChallengeTable,
  ESignatureTable,
  SmsCodeTable,
  StaffSessionTable,
  StaffUserTable,
  StaffSsoLinkTable,
  SsoFlowTable,
  UsedCiphertextTable,
  UserProjectRoleTable,
  UserRoleTable,
} from './access';
import type { AppListTables } from './apps';
import type { ReportTables } from './reports';
import type { CentreTables } from './centres';
import type { ConnectedTables } from './connected';
import type { HisConnectionTable } from './his';
import type { SampleTables } from './samples';
import type { ReportSealTables } from './report-seals';
import type {
  AppTable,
  DataVersionTable,
  DictItemTable,
  FormConfigTable,
  OrgEntryTable,
  OutpatientTable,
  ProjectMilestoneTable,
  ProjectSearchGramTable,
  ProjectSearchTextTable,
  ProjectTable,
  RegmarkTable,
  SiteBannerTable,
  SiteTable,
  StoredFileTable,
  SysConfigTable,
} from './study';
import type {
  RecruitContactTable,
  RecruitImportTable,
  RecruitPatientTable,
  RecruitRuleTable,
  TrialSubjectTable,
} from './recruitment';
import type {
  PatientMessageTable,
  SubjectVisitTable,
  VisitPlanGroupTable,
  VisitPlanTable,
  VisitPlanVisitTable,
  VisitFeedTokenTable,
} from './visits';
import type {
  SafetyAeTable,
  SafetyAttachmentTable,
  SafetyConMedTable,
  SafetyDsurTable,
  SafetyNumberTable,
  SafetyRevisionTable,
  SafetyRuleTable,
  SafetySaeTable,
  SafetySusarTable,
  SafetyViolationTable,
} from './safety';
import type {
  QualityCheckTaskTable,
  QualityEvidenceTable,
  QualityFindingTable,
  QualityPlanTable,
} from './quality-control';
import type {
  JobLeaseTable,
  ProblemReportTable,
  StaffNoticeTable,
  WorkflowAgencyTable,
  WorkflowDefinitionTable,
  WorkflowInstanceTable,
  WorkflowStepTable,
  WorkflowTaskTable,
} from './work';
// Monitoring (quality area).
import type { MonitoringSettingTable, MonitoringVisitTable, QualityQueryTable, SdvMarkTable } from './monitoring';
// Inspections and self-checks (quality area).
import type { QualityInspectionTable, SelfCheckRunTable, SelfCheckTemplateTable } from './inspections';
import type {
  DrugArmTable,
  DrugDeliveryLineTable,
  DrugDeliveryTable,
  DrugDistributionLineTable,
  DrugDistributionTable,
  DrugDosageTable,
  DrugExcursionTable,
  DrugLedgerTable,
  DrugPackTable,
  DrugPrescriptionTable,
  DrugProductTable,
  DrugRecoveryLineTable,
  DrugRecoveryTable,
  DrugReturnLineTable,
  DrugReturnTable,
  DrugSettingTable,
  DrugStockTable,
  DrugTemperatureTable,
  DrugWarehouseTable,
} from './drugs';
import type { DrugAccountabilityLogTable } from './drug-accountability';
import type {
  FinanceAccrualTable,
  FinanceBudgetLineTable,
  FinanceBudgetTable,
  FinanceContractPaymentTable,
  FinanceContractTable,
  FinanceExpenseTable,
  FinanceFeeTypeTable,
  FinanceIncomeTable,
  FinanceInvoiceLineTable,
  FinanceInvoiceTable,
  FinanceSettingTable,
  FinanceSubsidyBatchTable,
  FinanceSubsidyBillTable,
  FinanceSubsidyDueTable,
  FinanceWarningRuleTable,
  FinanceWarningTable,
} from './finance';
import type {
  DocDocumentTable,
  DocDocumentVersionTable,
  DocFolderTable,
  DocHelpArticleTable,
  DocHelpVersionTable,
  DocTemplateFolderTable,
  DocTemplateTable,
  DocTemplateVersionTable,
} from './documents';
import type { DocArchiveTable } from './documents-archive';
import type { EthicsTables } from './ethics-tables';

export type * from './access';
export type * from './study';
export type * from './recruitment';
export type * from './visits';
export type * from './safety';
export type * from './quality-control';
export type * from './work';
export type * from './monitoring';
export type * from './inspections';
export type * from './drugs';
export type * from './drug-accountability';
export type * from './finance';
export type * from './documents';
export type * from './documents-archive';
export type * from './ethics';

/** Every table; an area with many tables lists them in its own interface (ethics-tables.ts). */
export interface Database
  extends EthicsTables, ConnectedTables, CentreTables, AppListTables, SampleTables, ReportTables, ReportSealTables {
  hisConnection: HisConnectionTable;
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
  staffSsoLink: StaffSsoLinkTable;
  ssoFlow: SsoFlowTable;
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
  signingChallenge: SigningChallengeTable;
  eSignature: ESignatureTable;
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
  problemReport: ProblemReportTable;
  workflowDefinition: WorkflowDefinitionTable;
  workflowStep: WorkflowStepTable;
  workflowInstance: WorkflowInstanceTable;
  workflowTask: WorkflowTaskTable;
  workflowAgency: WorkflowAgencyTable;
  patientMessage: PatientMessageTable;
  visitFeedToken: VisitFeedTokenTable;
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
  // Quality control (quality area).
  qualityPlan: QualityPlanTable;
  qualityCheckTask: QualityCheckTaskTable;
  qualityFinding: QualityFindingTable;
  qualityEvidence: QualityEvidenceTable;
  // Monitoring (quality area).
  monitoringSetting: MonitoringSettingTable;
  monitoringVisit: MonitoringVisitTable;
  qualityQuery: QualityQueryTable;
  sdvMark: SdvMarkTable;
  // Inspections and self-checks (quality area).
  qualityInspection: QualityInspectionTable;
  selfCheckTemplate: SelfCheckTemplateTable;
  selfCheckRun: SelfCheckRunTable;
  // Drug supply (drugs area).
  drugSetting: DrugSettingTable;
  drugWarehouse: DrugWarehouseTable;
  drugProduct: DrugProductTable;
  drugArm: DrugArmTable;
  drugDosage: DrugDosageTable;
  drugDelivery: DrugDeliveryTable;
  drugDeliveryLine: DrugDeliveryLineTable;
  drugPack: DrugPackTable;
  drugStock: DrugStockTable;
  drugLedger: DrugLedgerTable;
  drugPrescription: DrugPrescriptionTable;
  drugDistribution: DrugDistributionTable;
  drugDistributionLine: DrugDistributionLineTable;
  drugReturn: DrugReturnTable;
  drugReturnLine: DrugReturnLineTable;
  drugRecovery: DrugRecoveryTable;
  drugRecoveryLine: DrugRecoveryLineTable;
  drugTemperature: DrugTemperatureTable;
  drugExcursion: DrugExcursionTable;
  drugAccountabilityLog: DrugAccountabilityLogTable;
  // Payments and finance (finance area).
  financeFeeType: FinanceFeeTypeTable;
  financeSetting: FinanceSettingTable;
  financeContract: FinanceContractTable;
  financeContractPayment: FinanceContractPaymentTable;
  financeBudget: FinanceBudgetTable;
  financeBudgetLine: FinanceBudgetLineTable;
  financeAccrual: FinanceAccrualTable;
  financeInvoice: FinanceInvoiceTable;
  financeInvoiceLine: FinanceInvoiceLineTable;
  financeIncome: FinanceIncomeTable;
  financeExpense: FinanceExpenseTable;
  financeSubsidyBatch: FinanceSubsidyBatchTable;
  financeSubsidyBill: FinanceSubsidyBillTable;
  financeSubsidyDue: FinanceSubsidyDueTable;
  financeWarningRule: FinanceWarningRuleTable;
  financeWarning: FinanceWarningTable;
  // Documents: the study binder (documents area).
  docTemplate: DocTemplateTable;
  docTemplateVersion: DocTemplateVersionTable;
  docTemplateFolder: DocTemplateFolderTable;
  docFolder: DocFolderTable;
  docDocument: DocDocumentTable;
  docDocumentVersion: DocDocumentVersionTable;
  docArchive: DocArchiveTable;
  docHelpArticle: DocHelpArticleTable;
  docHelpVersion: DocHelpVersionTable;
}
