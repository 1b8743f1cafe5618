/** The shape of a demo project (demo-projects-*.ts), which load-demo.ts and large.ts write. */
export interface DemoOutpatient {
  deptName: string;
  doctName: string;
  /** e.g. '周二上午' or '周四下午 14:00-17:00'. */
  seeTime: string;
}

export interface DemoProject {
  name: string;
  recruitStatus: 'zmz' | 'zmwc' | 'ztzm' | 'zzzm';
  /** A key of dictionary TrialStages. */
  trialStages: string;
  /** A key of dictionary ClinicalResearchType. */
  trialType: string;
  indication: string;
  /** The start time is the seed time minus this many hours. */
  startedHoursAgo: number;
  trialMedicine: string;
  /** A value (display name) of dictionary bd. */
  testedDiseases: string;
  /** A key of dictionary TargetSpot. */
  targetSpot: string | null;
  treatMethod: string;
  /** Research purpose. */
  target: string;
  /** Lead researcher. */
  researchName: string;
  sponsorName: string;
  /** Hospital contact person. */
  studyChargerName: string;
  studyChargerMobile: string;
  inclusionCriteria: string;
  exclusionCriteria: string;
  institutionAcceptNumber: string;
  /** A key of dictionary bllx (oncology only). */
  pathologicType: string | null;
  runStage: string;
  previousTreatmentDrug: string | null;
  outpatients: DemoOutpatient[];
}
