/**
 * `npm run seed:large -- --hospital`: opens the database as the server does (the data
 * folder's patient keys seal the candidates; the audit checkpoint key moves the checkpoint,
 * anchoring a trail that has none, as a first start does), grows it, and prints the rows and
 * seconds per table.
 */
import { performance } from 'node:perf_hooks';
import { anchorAuditTrail } from '../../audit/trail-verify';
import { openDatabase } from '../../database';
import { displayLocation } from '../../dialect';
import { ensureKeys, readAuditCheckpointKey } from '../../../keys';
import { createFieldCipher } from '../../../lib/field-crypto';
import { type StepReport, growHospital } from './grow';

export function reportTable(report: readonly StepReport[]): string {
  const width = Math.max(...report.map((line) => line.table.length));
  return report
    .map(
      (line) =>
        `  ${line.table.padEnd(width)}  ${String(line.rows).padStart(8)} rows  ${line.seconds.toFixed(1).padStart(6)} s`,
    )
    .join('\n');
}

export async function seedHospital(options: { location: string; dataDir: string; scale: number; seed: number }) {
  const keyIsNew = readAuditCheckpointKey(options.dataDir) === undefined;
  const keys = ensureKeys(options.dataDir);
  const db = await openDatabase(options.location, { auditKey: keys.auditCheckpointKey });
  try {
    if (keyIsNew) await anchorAuditTrail(db);
    const started = performance.now();
    const report = await growHospital(db, createFieldCipher(keys.patientKeys), {
      scale: options.scale,
      seed: options.seed,
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `Grew ${displayLocation(options.location)} to a hospital at scale ${options.scale} in ${seconds} s:\n${reportTable(report)}\n`,
    );
  } finally {
    await db.destroy();
  }
}
