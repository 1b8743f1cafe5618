/**
 * The demo hospital's staff and what they have done: trials' candidates and subjects,
 * binders, ethics reviews, meetings, samples, reports. Loaded by the server's first start
 * with demo data (DEMO_DATA, on unless set to false), after the site's baseline and the demo
 * trials (load-demo.ts), and never over a database that already has staff besides the
 * administrator.
 */
import type { Db } from '../database';
import type { ServerKeys } from '../../keys';
import { createFieldCipher } from '../../lib/field-crypto';
import type { FileStore } from '../../modules/study/files/file-store';
import { loadAppListDemo } from './demo-app-list';
import { loadBinderDemo } from './demo-binder';
import { loadBinderArchiveDemo } from './demo-binder-archive';
import { loadCentreSubjectsDemo } from './demo-centres';
import { loadConnectedDemo } from './demo-connected';
import { loadEthicsDemo } from './demo-ethics';
import { loadEthicsLetterDemo } from './demo-ethics-letters';
import { loadEthicsMeetingDemo } from './demo-ethics-meetings';
import { loadProblemReportDemo } from './demo-problem-reports';
import { loadRecruitmentDemo } from './demo-recruitment';
import { loadReportApplicationDemo } from './demo-report-applications';
import { loadReportSealDemo } from './demo-report-seals';
import { loadSampleDemo } from './demo-samples';
import { loadStudyMeetingDemo } from './demo-study-meetings';
import { loadStaffDemo } from './staff-demo';

type Credentials = NonNullable<Awaited<ReturnType<typeof loadStaffDemo>>>;

export interface DemoHospital {
  /** The demo staff's and the ethics committee's sign-ins, shown once on the terminal. */
  credentials: Credentials;
  /** The OA portal's key as a connected system; its secret is shown once. */
  oaKey: Awaited<ReturnType<typeof loadConnectedDemo>>;
}

/** Loads the demo hospital; null when its staff were there already. */
export async function loadDemoHospital(
  db: Db,
  keys: ServerKeys,
  fileStore: FileStore,
  now: number,
): Promise<DemoHospital | null> {
  const staff = await loadStaffDemo(db, now);
  if (!staff) return null;
  const cipher = createFieldCipher(keys.patientKeys);
  // The demo staff's projects get candidates, rules and subjects with them.
  await loadRecruitmentDemo(db, cipher, now);
  // The multi-centre demo project's other centres get a few subjects of their own.
  await loadCentreSubjectsDemo(db, now);
  // The demo projects' binders: folders from the directory template, a few documents in the file store.
  await loadBinderDemo(db, fileStore, now);
  // One closed demo project whose binder is archived (signed by the demo investigator).
  await loadBinderArchiveDemo(db, now);
  // The ethics committee's members and the demo projects' submissions (carrying their binder versions).
  const ethicsStaff = (await loadEthicsDemo(db, now)) ?? [];
  // The decided submissions' letters, signed by the chair and filed into the binders.
  await loadEthicsLetterDemo(db, fileStore, now);
  // A committee meeting held with signed votes and decisions, and one coming next week.
  await loadEthicsMeetingDemo(db, now);
  // The OA portal as a connected system with a key.
  const oaKey = await loadConnectedDemo(db, cipher, now);
  // The app switcher's list: the OA portal (signed with that key), HIS, LIS and PACS.
  await loadAppListDemo(db, cipher, now);
  // Two problem reports: a new one with its error report, a fixed one answered in the reporter's notices.
  await loadProblemReportDemo(db, now);
  // Report applications: the pharmacist's awaiting the administrator, the department QC officer's approved.
  await loadReportApplicationDemo(db, now);
  // Samples in two boxes of the -80 °C freezer, one box shipped to the central lab.
  await loadSampleDemo(db, now);
  // A held kick-off meeting with attendance and filed minutes, and a site initiation meeting ahead.
  await loadStudyMeetingDemo(db, fileStore, now);
  // A stage summary report sealed by the institution and filed into the binder, a final report in review.
  await loadReportSealDemo(db, fileStore, now);
  return { credentials: [...staff, ...ethicsStaff], oaKey };
}
