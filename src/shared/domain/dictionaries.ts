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
