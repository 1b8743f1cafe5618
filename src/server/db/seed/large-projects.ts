/**
 * N synthetic projects for load, search and paging tests (npm run seed:large). Each one
 * recombines a demo project's medical content (disease, drug, criteria) with other doctors,
 * contacts, status and start time, drawn from a seeded PRNG: the same seed gives the same
 * rows (start times are relative to the run).
 */
import type { Insertable } from 'kysely';
import type { Db } from '../database';
import type { OutpatientTable, ProjectTable } from '../schema';
import { demoProjects } from './demo-data';
import type { DemoOutpatient, DemoProject } from './demo-project-type';
import { clinics } from './demo-project-parts';

export const MAX_PROJECTS = 2_000_000;
const BATCH_SIZE = 500;
/** 20 batches (10,000 projects) per transaction: few commits, yet the WAL stays small. */
const BATCHES_PER_TRANSACTION = 20;
const HOUR_MS = 3_600_000;
const MAX_AGE_MS = 3 * 365 * 24 * HOUR_MS;

type Random = () => number;
type NewProject = Insertable<ProjectTable>;
type NewOutpatient = Omit<Insertable<OutpatientTable>, 'projectId'>;

/** mulberry32: a tiny deterministic PRNG returning floats in [0, 1). */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick() needs a non-empty list');
  return item;
}

/** Mostly recruiting, as on a real portal, with some of every other status. */
const STATUS_WEIGHTS = [
  ['zmz', 0.7, ['入组中', '筛选中']],
  ['zmwc', 0.15, ['随访中', '数据分析中']],
  ['ztzm', 0.07, ['暂停入组']],
  ['zzzm', 0.08, ['已终止']],
] as const;

function pickStatus(random: Random): { recruitStatus: string; runStage: string } {
  let roll = random();
  for (const [recruitStatus, weight, runStages] of STATUS_WEIGHTS) {
    roll -= weight;
    if (roll < 0) return { recruitStatus, runStage: pick(random, runStages) };
  }
  return { recruitStatus: 'zmz', runStage: '入组中' };
}

const allClinics: DemoOutpatient[] = Object.values(clinics);
const contacts = [...new Set(demoProjects.map((p) => p.studyChargerName))];

/** One to three doctors from the departments that run the base project. */
function pickOutpatients(random: Random, base: DemoProject): DemoOutpatient[] {
  const depts = new Set(base.outpatients.map((o) => o.deptName));
  const pool = allClinics.filter((c) => depts.has(c.deptName));
  const wanted = Math.min(1 + Math.floor(random() * 3), pool.length);
  const chosen: DemoOutpatient[] = [];
  while (chosen.length < wanted) {
    const candidate = pick(random, pool);
    if (!chosen.includes(candidate)) chosen.push(candidate);
  }
  return chosen;
}

/** Gives the compound a new code with the same sponsor prefix: 'HK-1021' -> 'HK-4837'. */
function recode(random: Random, base: DemoProject): (text: string) => string {
  const code = /\b([A-Z]{2})-(\d{4})\b/.exec(base.trialMedicine);
  if (!code) return (text) => text;
  const next = `${code[1]}-${String(1000 + Math.floor(random() * 9000))}`;
  return (text) => text.replaceAll(code[0], next);
}

/** Shaped like a mobile number, with a tell-tale 0000 middle block (the part the portal masks). */
function fakeMobile(random: Random): string {
  return `13${random() < 0.5 ? 8 : 9}0000${String(Math.floor(random() * 10_000)).padStart(4, '0')}`;
}

export function synthesizeProject(
  random: Random,
  sequence: number,
  now: number,
): { project: NewProject; outpatients: NewOutpatient[] } {
  const base = pick(random, demoProjects);
  const swapCode = recode(random, base);
  const { recruitStatus, runStage } = pickStatus(random);
  const started = new Date(now - Math.floor(random() * MAX_AGE_MS));
  const outpatients = pickOutpatients(random, base);
  const acceptPrefix = /^[A-Z]+/.exec(base.institutionAcceptNumber)?.[0] ?? 'YW';
  const project: NewProject = {
    name: swapCode(base.name),
    recruitStatus,
    trialStages: base.trialStages,
    trialType: base.trialType,
    indication: base.indication,
    actionTime: started.toISOString(),
    trialMedicine: swapCode(base.trialMedicine),
    testedDiseases: base.testedDiseases,
    targetSpot: base.targetSpot,
    treatMethod: swapCode(base.treatMethod),
    target: swapCode(base.target),
    researchName: outpatients[0]?.doctName ?? base.researchName,
    sponsorName: base.sponsorName,
    studyChargerName: pick(random, contacts),
    studyChargerMobile: fakeMobile(random),
    inclusionCriteria: base.inclusionCriteria,
    exclusionCriteria: base.exclusionCriteria,
    institutionAcceptNumber: `${acceptPrefix}${started.getUTCFullYear()}-${String(sequence).padStart(6, '0')}`,
    pathologicType: base.pathologicType,
    runStage,
    previousTreatmentDrug: base.previousTreatmentDrug,
  };
  return { project, outpatients: outpatients.map((o, sort) => ({ ...o, sort })) };
}

/** Inserts one batch; outpatient rows are linked by the ids SQLite assigned, in insert order. */
async function insertBatch(db: Db, batch: ReturnType<typeof synthesizeProject>[]): Promise<number> {
  const inserted = await db
    .insertInto('project')
    .values(batch.map((b) => b.project))
    .returning('id')
    .execute();
  // RETURNING rows come in no promised order, but ids grow in insert order within a transaction.
  const ids = inserted.map((row) => row.id).sort((a, b) => a - b);
  const outpatients = batch.flatMap((b, i) => {
    const projectId = ids[i];
    if (projectId === undefined) throw new Error(`Expected ${batch.length} project ids, got ${ids.length}`);
    return b.outpatients.map((o) => ({ ...o, projectId }));
  });
  await db.insertInto('outpatient').values(outpatients).execute();
  return outpatients.length;
}

export async function generateLargeDataset(
  db: Db,
  count: number,
  seed: number,
  now: number = Date.now(),
): Promise<{ projects: number; outpatients: number }> {
  const random = createRandom(seed);
  let made = 0;
  let outpatients = 0;
  while (made < count) {
    await db.transaction().execute(async (trx) => {
      for (let b = 0; b < BATCHES_PER_TRANSACTION && made < count; b++) {
        const size = Math.min(BATCH_SIZE, count - made);
        const batch = Array.from({ length: size }, (_, i) => synthesizeProject(random, made + i + 1, now));
        outpatients += await insertBatch(trx, batch);
        made += size;
      }
    });
  }
  return { projects: made, outpatients };
}
