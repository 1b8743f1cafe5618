/** Builds the app on a fresh in-memory database for server tests (app.inject, no port). */
import type { Insertable } from 'kysely';
import { type AppOptions, buildApp } from './app';
import { type Db, openDatabase } from './db/database';
import type { ProjectTable } from './db/schema';
import { loadDemoData } from './db/seed/load-demo';
import { generateRsaKeyPair, type ServerKeys } from './keys';

let cachedKeys: ServerKeys | undefined;

/** One RSA key pair per test run: generating one takes ~100 ms. */
export function testKeys(): ServerKeys {
  if (!cachedKeys) {
    const { publicKey, privateKey } = generateRsaKeyPair();
    cachedKeys = {
      rsaPublicKey: publicKey,
      rsaPrivateKey: privateKey,
      sessionSecret: 'test-session-secret',
      recruitSignSecret: 'test-recruit-sign-secret',
    };
  }
  return cachedKeys;
}

export interface TestAppOptions extends Pick<
  AppOptions,
  'clock' | 'smsSender' | 'captchaMaker' | 'loginRateLimitMax' | 'trustProxy' | 'logger' | 'rateLimitMax'
> {
  /** Load the demo hospital (site, 50 projects, dictionaries); default true. */
  demo?: boolean;
}

export async function createTestApp(options: TestAppOptions = {}) {
  const { demo, ...appOptions } = options;
  const db = await openDatabase(':memory:');
  if (demo ?? true) await loadDemoData(db);
  const app = await buildApp({ db, keys: testKeys(), ...appOptions });
  return { app, db, close: async () => (await app.close(), await db.destroy()) };
}

const blankProject = {
  recruitStatus: 'zmz',
  trialStages: null,
  trialType: null,
  indication: null,
  actionTime: null,
  trialMedicine: null,
  testedDiseases: null,
  targetSpot: null,
  treatMethod: null,
  target: null,
  researchName: null,
  sponsorName: null,
  studyChargerName: null,
  studyChargerMobile: null,
  inclusionCriteria: null,
  exclusionCriteria: null,
  institutionAcceptNumber: null,
  pathologicType: null,
  runStage: null,
  previousTreatmentDrug: null,
} satisfies Omit<Insertable<ProjectTable>, 'name'>;

export async function insertProject(
  db: Db,
  project: Partial<Insertable<ProjectTable>> & { name: string },
): Promise<number> {
  const { id } = await db
    .insertInto('project')
    .values({ ...blankProject, ...project })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
