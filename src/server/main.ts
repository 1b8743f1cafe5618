/** Starts the server: config, keys, database (migrated, demo data on first start), listen. */
import closeWithGrace from 'close-with-grace';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { displayLocation } from './db/dialect';
import { ensureAdministrator } from './db/seed/first-start';
import { loadDemoData } from './db/seed/load-demo';
import { loadDemoHospital } from './db/seed/demo-hospital';
import { demoHisPatients, ensureDemoHisFile } from './db/seed/demo-his-patients';
import { readAuditCheckpointKey, ensureKeys } from './keys';
import { createFieldCipher } from './lib/field-crypto';
import { loggerOptions } from './lib/logger-options';
import { smsSenderFromEnv } from './modules/access/auth/sms-sender';
import { createLocalFileStore } from './modules/study/files/file-store';
import { startLeadRetentionSchedule } from './modules/recruitment/candidates/lead-retention';
import { createFileHisAdapter } from './modules/recruitment/candidates/his-adapter';
import { startHisSyncSchedule } from './modules/recruitment/candidates/his-schedule';
import { createHisConnections } from './modules/recruitment/his/his-connection';
import { startDemoHis } from './modules/recruitment/his/demo-his';
import { fillMissingNameHashes } from './modules/recruitment/candidates/name-search';
import { createLogReminderSender } from './modules/visits/reminders/log-reminder-sender';
import { clamdScannerFromEnv } from './modules/documents/clamd-scanner';
import {
  DEFAULT_VISIT_REMINDER_INTERVAL_MINUTES,
  startVisitReminderSchedule,
} from './modules/visits/reminders/reminder-job';
import {
  DEFAULT_FINANCE_WARNING_INTERVAL_MINUTES,
  startFinanceWarningSchedule,
} from './modules/finance/warnings/warning-job';
import {
  DEFAULT_QC_TASK_INTERVAL_MINUTES,
  startQcTaskGenerationSchedule,
} from './modules/quality/check-tasks/generation-job';
import { createS3FileStore } from './modules/study/files/s3-file-store';
import { anchorAuditTrail } from './db/audit/trail-verify';
import { hospitalDay } from '../shared/domain/hospital-time';
import { createHospitalZoneSync } from './lib/hospital-zone';
import { createSiteSettingsRepository } from './modules/study/site/repository';
import { reportLoopDelay } from './lib/loop-delay';
import { readSsoConfig } from './modules/access/sso/sso-config';
import { createJobLoop } from './lib/job-loop';
import { SQLITE_BACKUP_JOB, scheduleSqliteBackups } from './db/backup/backup-job';

function credentialsTable(rows: { userName: string; realname: string; role: string; password: string }[]): string {
  const header = { userName: 'user name', realname: 'name', role: 'role', password: 'password' };
  const columns = ['userName', 'password', 'role', 'realname'] as const;
  const widths = columns.map((column) => Math.max(...[header, ...rows].map((row) => row[column].length)));
  const line = (row: typeof header) =>
    columns
      .map((column, i) => row[column].padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [
    'Staff accounts created now (passwords are shown this once; reset with npm run user:reset-password -- --user <name>):',
    line(header),
    ...rows.map(line),
    '',
  ].join('\n');
}

const config = readConfig();
const auditKeyIsNew = readAuditCheckpointKey(config.dataDir) === undefined;
const keys = ensureKeys(config.dataDir);
const db = await openDatabase(config.database, { auditKey: keys.auditCheckpointKey });
// A trail written before checkpoints existed is anchored once, at the start that makes the
// key; later, a missing checkpoint is left for audit:verify to report, never signed anew.
const anchoring = auditKeyIsNew ? await anchorAuditTrail(db) : null;
const seeded = await loadDemoData(db, Date.now(), { trials: config.demoData });
const administrator = await ensureAdministrator(db, Date.now());
const fileStore = config.s3Files
  ? createS3FileStore(config.s3Files)
  : createLocalFileStore(join(config.dataDir, 'files'));
// The demo staff and their records with a new demo database, or when it had no staff at all yet.
const demo =
  config.demoData && (seeded || administrator) ? await loadDemoHospital(db, keys, fileStore, Date.now()) : null;
// Candidates stored before the name search (migration 021) get their name hash, under the key.
const nameHashesFilled = await fillMissingNameHashes(db, createFieldCipher(keys.patientKeys));

// The demo HIS the candidate-patient sync reads until a real HIS adapter is configured.
const hisFile = process.env.HIS_DEMO_FILE ?? join(config.dataDir, 'his', 'patients.json');
ensureDemoHisFile(hisFile, hospitalDay(Date.now()));
const hisAdapter = createFileHisAdapter(hisFile);
// `npm start -- --demo-his`: demo FHIR and SOAP servers, the HIS connection pointed at the FHIR one.
const demoHis = process.argv.includes('--demo-his')
  ? await startDemoHis(
      db,
      createFieldCipher(keys.patientKeys),
      demoHisPatients(hospitalDay(Date.now())),
      process.env,
      Date.now(),
    )
  : null;

// The scheduled jobs below run as one loop with one lease holder; /readyz watches it.
const jobLoop = createJobLoop(db, Date.now);
// Set on SIGTERM: /readyz answers 503 so that a load balancer stops sending new requests.
let draining = false;

const app = await buildApp({
  db,
  readiness: { draining: () => draining, jobLoop: () => jobLoop.state() },
  overloadLoopDelayMs: config.overloadLoopDelayMs,
  metricsToken: config.metricsToken || undefined,
  keys,
  clientDir: existsSync(config.clientDir) ? config.clientDir : undefined,
  logger: loggerOptions(config.logLevel),
  rateLimitMax: config.rateLimitMax,
  frameAncestors: config.frameAncestors,
  trustProxy: config.trustProxy,
  // SMS_GATEWAY_URL (+ SMS_GATEWAY_TOKEN) selects the HTTP gateway; unset, codes go to the demo outbox.
  smsSender: smsSenderFromEnv(process.env),
  smsOutboxFile: join(config.dataDir, 'sms-outbox.txt'),
  fileStore,
  uploadMaxBytes: config.uploadMaxBytes,
  hisAdapter,
  // CLAMD_HOST (+ CLAMD_PORT, CLAMD_TIMEOUT_MS) scans binder uploads with ClamAV; unset, none.
  virusScanner: clamdScannerFromEnv(process.env),
  // OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_REDIRECT_URI turn on single sign-on.
  sso: readSsoConfig(process.env),
});
app.log.info(`Database: ${displayLocation(config.database)}`);
if (seeded) {
  app.log.info(
    config.demoData
      ? 'Loaded the demo hospital into a new database'
      : 'Wrote the first site settings, without demo data',
  );
}
if (nameHashesFilled > 0) app.log.info(`Filled the name-search hash of ${nameHashesFilled} candidates`);
if (anchoring === 'chain broken') app.log.error('The audit trail is broken: not anchored (run npm run audit:verify)');
if (!existsSync(config.clientDir)) app.log.warn(`No built client at ${config.clientDir}: serving the API only`);

// Scheduled jobs re-read the hospital's zone before each run: an instance that serves no
// requests would otherwise keep the zone of its last request after an administrator changed it.
const zoneSync = createHospitalZoneSync(() => createSiteSettingsRepository(db).readTimeZone(), Date.now);

const hisInterval = Number(process.env.HIS_SYNC_INTERVAL_MINUTES ?? 0);
jobLoop.add(
  'his-sync',
  hisInterval > 0
    ? startHisSyncSchedule({
        db,
        // The adapter the site settings name at each run (demo file, FHIR R4 or SOAP).
        adapter: () => createHisConnections(db, createFieldCipher(keys.patientKeys), hisAdapter).current(),
        cipher: createFieldCipher(keys.patientKeys),
        intervalMinutes: hisInterval,
        holder: jobLoop.holder,
        clock: Date.now,
        log: app.log,
        beforeRun: zoneSync.ensureCurrent,
      })
    : null,
);

// Visit reminders (notices for staff, SMS for consenting patients); 0 turns them off.
const reminderInterval = Number(process.env.VISIT_REMINDER_INTERVAL_MINUTES ?? DEFAULT_VISIT_REMINDER_INTERVAL_MINUTES);
jobLoop.add(
  'visit-reminders',
  reminderInterval > 0
    ? startVisitReminderSchedule({
        db,
        clock: Date.now,
        cipher: createFieldCipher(keys.patientKeys),
        smsSender: smsSenderFromEnv(process.env) ?? createLogReminderSender(app.log),
        intervalMinutes: reminderInterval,
        holder: jobLoop.holder,
        log: app.log,
        beforeRun: zoneSync.ensureCurrent,
      })
    : null,
);

// QC check tasks generated as their nodes are reached (one instance at a time); 0 turns it off.
const qcTaskInterval = Number(process.env.QC_TASK_INTERVAL_MINUTES ?? DEFAULT_QC_TASK_INTERVAL_MINUTES);
jobLoop.add(
  'qc-tasks',
  qcTaskInterval > 0
    ? startQcTaskGenerationSchedule({
        db,
        clock: Date.now,
        intervalMinutes: qcTaskInterval,
        holder: jobLoop.holder,
        log: app.log,
        beforeRun: zoneSync.ensureCurrent,
      })
    : null,
);

// Finance early warnings (one instance at a time); 0 turns them off.
const warningInterval = Number(
  process.env.FINANCE_WARNING_INTERVAL_MINUTES ?? DEFAULT_FINANCE_WARNING_INTERVAL_MINUTES,
);
jobLoop.add(
  'finance-warnings',
  warningInterval > 0
    ? startFinanceWarningSchedule({
        db,
        clock: Date.now,
        intervalMinutes: warningInterval,
        holder: jobLoop.holder,
        log: app.log,
      })
    : null,
);

// Portal call-back leads are kept as long as their consent says, then deleted (daily).
jobLoop.add(
  'lead-retention',
  startLeadRetentionSchedule({
    db,
    clock: Date.now,
    holder: jobLoop.holder,
    log: app.log,
    beforeRun: zoneSync.ensureCurrent,
  }),
);

// SQLite only: online copies on a schedule, with retention (BACKUP_INTERVAL_HOURS, BACKUP_KEEP).
jobLoop.add(SQLITE_BACKUP_JOB, scheduleSqliteBackups({ db, config, holder: jobLoop.holder, log: app.log }));

// Benchmarks only (LOOP_DELAY_REPORT=1): the event loop's delay, asked over the IPC channel.
const stopLoopDelay = reportLoopDelay();

// SIGTERM or SIGINT: not ready (503 on /readyz), no new jobs and this instance's leases given
// up, no new connections; requests in flight finish within SHUTDOWN_TIMEOUT_MS, then the
// database closes. Past that time close-with-grace ends the process.
closeWithGrace({ delay: config.shutdownTimeoutMs }, async ({ signal, err }) => {
  draining = true;
  if (err) app.log.error({ err }, 'closing after an error');
  else app.log.info(`${signal ?? 'shutdown'}: draining`);
  stopLoopDelay();
  const released = await jobLoop.stop().catch(() => 0);
  if (released > 0) app.log.info(`Released ${released} job leases`);
  await demoHis?.close();
  await app.close();
  await db.destroy();
});

await app.listen({ port: config.port, host: config.host });
const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
process.stdout.write(`\nClinical trial recruitment portal: http://${shownHost}:${config.port}\n\n`);
// Shown once, on the terminal only (never the log): they are not stored in clear anywhere.
const credentials = [
  ...(administrator
    ? [{ ...administrator, realname: '系统管理员', role: 'admin (must change at first sign-in)' }]
    : []),
  ...(demo?.credentials ?? []),
];
if (credentials.length > 0) process.stdout.write(`${credentialsTable(credentials)}\n`);
if (demoHis) {
  process.stdout.write(
    `Demo HIS: FHIR R4 ${demoHis.fhirUrl} (the HIS connection points here), SOAP WSDL ${demoHis.wsdlUrl}\n\n`,
  );
}
if (demo?.oaKey) {
  const { oaKey } = demo;
  process.stdout.write(
    `Connected system '${oaKey.system}' key ${oaKey.keyId}, secret (shown this once): ${oaKey.secret}\n` +
      'Staff OA0001 and OA0002 sign in by key (docs/connected-systems.md).\n\n',
  );
}
