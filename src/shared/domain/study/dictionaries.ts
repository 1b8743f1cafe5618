/** Codes of the server dictionaries the public screens use (SPEC §7 batch fetch). */
export const DictCode = {
  recruitStatus: 'RecruitStatus',
  trialStages: 'TrialStages',
  clinicalResearchType: 'ClinicalResearchType',
  /** Diseases of subjects. */
  disease: 'bd',
  /** Pathologic types. */
  pathologicType: 'bllx',
  indication: 'Indication',
  gcpIndication: 'GcpIndication',
  targetSpot: 'TargetSpot',
  projectStage: 'ProjectStage',
  projectStatus: 'ProjectStatus',
  subjectStatus: 'SubjectStatus',
  /** Registration categories of the product under trial (a project's trial category). */
  registrationType: 'RegistrationType',
} as const;

/** The dictionaries the home page loads in one batch call. */
export const PORTAL_DICT_CODES = [
  DictCode.recruitStatus,
  DictCode.trialStages,
  DictCode.clinicalResearchType,
  DictCode.disease,
  DictCode.pathologicType,
  DictCode.indication,
  DictCode.targetSpot,
] as const;

/** Names of the known dictionaries for the administrators' list; other codes show as they are. */
export const DICT_LABELS: Readonly<Record<string, { 'zh-CN': string; en: string }>> = {
  [DictCode.recruitStatus]: { 'zh-CN': '招募状态', en: 'Recruitment status' },
  [DictCode.trialStages]: { 'zh-CN': '试验分期', en: 'Trial stages' },
  [DictCode.clinicalResearchType]: { 'zh-CN': '试验类型', en: 'Trial type' },
  [DictCode.disease]: { 'zh-CN': '病种', en: 'Diseases' },
  [DictCode.pathologicType]: { 'zh-CN': '病理类型', en: 'Pathologic types' },
  [DictCode.indication]: { 'zh-CN': '适应症', en: 'Indications' },
  [DictCode.gcpIndication]: { 'zh-CN': 'GCP 专业', en: 'GCP specialties' },
  [DictCode.targetSpot]: { 'zh-CN': '靶点', en: 'Targets' },
  [DictCode.projectStage]: { 'zh-CN': '项目阶段', en: 'Project stages' },
  [DictCode.projectStatus]: { 'zh-CN': '项目状态', en: 'Project status' },
  [DictCode.subjectStatus]: { 'zh-CN': '受试者状态', en: 'Subject status' },
};
