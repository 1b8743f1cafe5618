/** Runs the versioned migrations in order; each runs once, recorded in kysely_migration. */
import { type Kysely, type Migration, type MigrationResultSet, Migrator } from 'kysely';
import * as initial from './migrations/001-initial';
import * as kiosk from './migrations/002-kiosk';
import * as staff from './migrations/003-staff';
import * as departments from './migrations/004-departments';
import * as sharedState from './migrations/005-shared-state';
import * as shortTermSearch from './migrations/006-short-term-search';
import * as projectManagement from './migrations/007-project-management';
import * as files from './migrations/008-files';
import * as dictionaryAdmin from './migrations/009-dictionary-admin';
import * as recruitment from './migrations/010-recruitment';
import * as visits from './migrations/011-visits';
import * as safety from './migrations/012-safety';
import * as auditCheckpoint from './migrations/013-audit-checkpoint';
import * as fileKeys from './migrations/014-file-keys';
import * as subjectRandomisation from './migrations/015-subject-randomisation';
import * as aeSeriousLearned from './migrations/016-ae-serious-learned';
import * as safetyDateReasons from './migrations/017-safety-date-reasons';
import * as signatures from './migrations/018-signatures';
import * as dictionaryEnglish from './migrations/019-dictionary-english';
import * as visitFeed from './migrations/020-visit-feed';
import * as recruitNameSearchContacts from './migrations/021-recruit-name-search-contacts';
import * as hospitalTimeZone from './migrations/022-hospital-time-zone';
import * as enrolmentTarget from './migrations/023-enrolment-target';
import * as conMedRouteFrequency from './migrations/024-con-med-route-frequency';
import * as staffListIndexes from './migrations/025-staff-list-indexes';
import * as inboxIndexes from './migrations/026-inbox-indexes';
import * as listsSubjectIndexes from './migrations/027-lists-subject-indexes';
import * as qualityControl from './migrations/028-quality-control';
import * as monitoring from './migrations/029-monitoring';
import * as qualityRoles from './migrations/030-quality-roles';
import * as inspections from './migrations/031-inspections';
import * as hospitalNetworks from './migrations/032-hospital-networks';
import * as drugSupply from './migrations/033-drug-supply';
import * as drugDispensing from './migrations/034-drug-dispensing';
import * as drugRoles from './migrations/035-drug-roles';
import * as drugAccountability from './migrations/036-drug-accountability';
import * as approvalWorkflow from './migrations/037-approval-workflow';
import * as finance from './migrations/038-finance';
import * as financePayables from './migrations/039-finance-payables';
import * as financeRoles from './migrations/040-finance-roles';
import * as financeGrants from './migrations/041-finance-grants';
import * as financeWarnings from './migrations/042-finance-warnings';
import * as documents from './migrations/043-documents';
import * as documentReview from './migrations/044-document-review';
import * as documentExpiry from './migrations/045-document-expiry';
import * as documentArchive from './migrations/046-document-archive';
import * as documentHelp from './migrations/047-document-help';
import * as ethics from './migrations/048-ethics';
import * as ethicsDecision from './migrations/049-ethics-decision';
import * as ethicsReview from './migrations/050-ethics-review';
import * as ethicsLetters from './migrations/052-ethics-letters';
import * as connectedSystems from './migrations/053-connected-systems';
import * as sso from './migrations/054-sso';
import * as problemReports from './migrations/055-problem-reports';
import * as hisAdapters from './migrations/057-his-adapters';
import * as researchCentres from './migrations/058-research-centres';
import * as appList from './migrations/059-app-list';
import * as samples from './migrations/060-samples';
import * as ethicsMeetings from './migrations/061-ethics-meetings';
import * as studyMeetings from './migrations/062-study-meetings';
import * as reports from './migrations/063-reports';
import * as reportSeals from './migrations/064-report-seals';
import type { Database } from './schema';

const migrations = {
  '001-initial': initial,
  '002-kiosk': kiosk,
  '003-staff': staff,
  '004-departments': departments,
  '005-shared-state': sharedState,
  '006-short-term-search': shortTermSearch,
  '007-project-management': projectManagement,
  '008-files': files,
  '009-dictionary-admin': dictionaryAdmin,
  '010-recruitment': recruitment,
  '011-visits': visits,
  '012-safety': safety,
  '013-audit-checkpoint': auditCheckpoint,
  '014-file-keys': fileKeys,
  '015-subject-randomisation': subjectRandomisation,
  '016-ae-serious-learned': aeSeriousLearned,
  '017-safety-date-reasons': safetyDateReasons,
  '018-signatures': signatures,
  '019-dictionary-english': dictionaryEnglish,
  '020-visit-feed': visitFeed,
  '021-recruit-name-search-contacts': recruitNameSearchContacts,
  '022-hospital-time-zone': hospitalTimeZone,
  '023-enrolment-target': enrolmentTarget,
  '024-con-med-route-frequency': conMedRouteFrequency,
  '025-staff-list-indexes': staffListIndexes,
  '026-inbox-indexes': inboxIndexes,
  '027-lists-subject-indexes': listsSubjectIndexes,
  '028-quality-control': qualityControl,
  '029-monitoring': monitoring,
  '030-quality-roles': qualityRoles,
  '031-inspections': inspections,
  '032-hospital-networks': hospitalNetworks,
  '033-drug-supply': drugSupply,
  '034-drug-dispensing': drugDispensing,
  '035-drug-roles': drugRoles,
  '036-drug-accountability': drugAccountability,
  '037-approval-workflow': approvalWorkflow,
  '038-finance': finance,
  '039-finance-payables': financePayables,
  '040-finance-roles': financeRoles,
  '041-finance-grants': financeGrants,
  '042-finance-warnings': financeWarnings,
  '043-documents': documents,
  '044-document-review': documentReview,
  '045-document-expiry': documentExpiry,
  '046-document-archive': documentArchive,
  '047-document-help': documentHelp,
  '048-ethics': ethics,
  '049-ethics-decision': ethicsDecision,
  '050-ethics-review': ethicsReview,
  '052-ethics-letters': ethicsLetters,
  '053-connected-systems': connectedSystems,
  '054-sso': sso,
  '055-problem-reports': problemReports,
  '057-his-adapters': hisAdapters,
  '058-research-centres': researchCentres,
  '059-app-list': appList,
  '060-samples': samples,
  '061-ethics-meetings': ethicsMeetings,
  '062-study-meetings': studyMeetings,
  '063-reports': reports,
  '064-report-seals': reportSeals,
} satisfies Record<string, Migration>;

/** Brings the schema up to date; answers the names of the migrations it ran now. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  return run(db, (migrator) => migrator.migrateToLatest());
}

/** Runs the migrations up to and including `name` (migration tests start from the database before theirs). */
export async function migrateTo(db: Kysely<Database>, name: keyof typeof migrations): Promise<void> {
  await run(db, (migrator) => migrator.migrateTo(name));
}

/** The migrations this build has that the database has not run yet (none: the schema is current). */
export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const known = await migrator.getMigrations();
  return known.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}

/** The migration that adds the audit checkpoint: a trail older than it is anchored when it runs. */
export const AUDIT_CHECKPOINT_MIGRATION = '013-audit-checkpoint' satisfies keyof typeof migrations;

async function run(db: Kysely<Database>, step: (migrator: Migrator) => Promise<MigrationResultSet>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await step(migrator);
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
