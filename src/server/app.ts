/** buildApp(options): the whole server as a Fastify instance. It never listens (see main.ts). */
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import underPressure from '@fastify/under-pressure';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from './db/database';
import type { ServerKeys } from './keys';
import { createFieldCipher } from './lib/field-crypto';
import { type Clock, systemClock } from './lib/clock';
import { createHospitalZoneSync } from './lib/hospital-zone';
import { createSourceSignVerifier } from './lib/source-sign';
import { authRoutes } from './modules/access/auth/routes';
import type { SsoConfig } from './modules/access/sso/sso-config';
import type { CaptchaMaker } from './modules/access/auth/captcha';
import { createSessionStore } from './services/sessions';
import type { SmsSender } from './modules/access/auth/sms-sender';
import { dictRoutes } from './modules/study/dict/routes';
import { type FileStore, createMemoryFileStore } from './modules/study/files/file-store';
import { publicFileRoutes } from './modules/study/files/routes';
import { createFileService } from './modules/study/files/service';
import { innerRoutes } from './modules/portal/inner/routes';
import { portalRoutes } from './modules/portal/browse/routes';
import { createPortalRepository } from './modules/portal';
import { selfCheckRoutes } from './modules/portal/self-check/routes';
import { createSecurityRepository } from './modules/access/security/repository';
import { createSeenSigns } from './modules/access/security/seen-signs';
import { securityRoutes } from './modules/access/security/routes';
import { pwaRoutes } from './modules/portal/pwa/routes';
import { createSiteSettingsRepository } from './modules/study/site/repository';
import { sysConfigRoutes } from './modules/study/sys-config/routes';
import { createPasswordCipher } from './modules/access/auth/password-cipher';
import { accessRoutes } from './modules/access/routes';
import { recruitmentRoutes } from './modules/recruitment/routes';
import { qualityRoutes } from './modules/quality/routes';
import { drugRoutes } from './modules/drugs/routes';
import { financeRoutes } from './modules/finance/routes';
import { documentRoutes } from './modules/documents/routes';
import { ethicsRoutes } from './modules/ethics/routes';
import type { VirusScanner } from './modules/documents/virus-scan';
import { remoteSourceGate } from './modules/quality';
import { overdueSafetyReports } from './modules/safety';
import { safetyRoutes } from './modules/safety/routes';
import type { StaffRoutesOptions } from './modules/staff-routes-options';
import { studyRoutes } from './modules/study/routes';
import { visitsRoutes } from './modules/visits/routes';
import { workRoutes } from './modules/work/routes';
import { clientStatic } from './plugins/client-static';
import { errorEnvelope } from './plugins/error-envelope';
import { type ReadinessSource, healthRoutes, isProbe } from './plugins/health';
import { metrics } from './plugins/metrics';
import { openApi } from './plugins/openapi';
import { rateLimits } from './plugins/rate-limit';
import type { RateLimitCounting } from './plugins/rate-limit-store';
import { STRING_FORMATS } from '../shared/api/contract/formats';
import { DEFAULT_UPLOAD_MAX_BYTES } from '../shared/domain/study/files';
import { securityHeaders } from './plugins/security-headers';
import { isInternalCall, serverRender } from './plugins/server-render';
import { sourceSign } from './plugins/source-sign';
import { processWideSchemaCompilers } from './lib/schema-compilers';
import { staffAccess } from './plugins/staff-access';
import { staffAnswers } from './plugins/staff-answers';
import type { HisAdapter } from './modules/recruitment/candidates/his-adapter';

export interface AppOptions {
  db: Db;
  keys: ServerKeys;
  /** Built client to serve; omitted in API-only tests. */
  clientDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Requests per minute per client on /api; 0 or undefined turns it off. */
  rateLimitMax?: number;
  /**
   * Where rateLimitMax counts: 'memory' (default: per instance, approximate with several) or
   * 'database' (shared by instances, a database write per /api request). Routes' own limits
   * and the sign-in budget always count in the database.
   */
  rateLimitCounting?: RateLimitCounting;
  frameAncestors?: string[];
  trustProxy?: boolean;
  /** Now, in epoch ms; tests pass a clock they can move (sessions, locks, codes). */
  clock?: Clock;
  /** Where SMS sign-in codes go; the default is the demo sender (masked in the log, full in `smsOutboxFile`). */
  smsSender?: SmsSender;
  /** The demo SMS sender's outbox file (main.ts: DATA_DIR/sms-outbox.txt); none: codes go nowhere. */
  smsOutboxFile?: string;
  /** Makes image captchas; tests pass one whose answers they know. */
  captchaMaker?: CaptchaMaker;
  /** Sign-in requests per minute per client address (default 10). */
  loginRateLimitMax?: number;
  /** The build version, shown in the OpenAPI document. */
  version?: string;
  /** Where uploaded files' bytes go; main.ts passes <DATA_DIR>/files, the default is memory. */
  fileStore?: FileStore;
  /** Largest upload in bytes (UPLOAD_MAX_BYTES; default 5 MB). */
  uploadMaxBytes?: number;
  /** Where the HIS sync of candidate patients reads from; none: the sync answers that no HIS is set up. */
  hisAdapter?: HisAdapter;
  /** Scans binder uploads (documents area); absent: nothing is scanned. */
  virusScanner?: VirusScanner;
  /** The hospital's identity provider (OIDC_*); none: single sign-on is off. */
  sso?: SsoConfig;
  /** What /readyz reports besides the database (main.ts: draining and the job loop); default: never draining. */
  readiness?: ReadinessSource;
  /**
   * Mean event-loop delay in ms past which requests are refused with 503 and Retry-After
   * instead of queueing (OVERLOAD_LOOP_DELAY_MS); 0 or undefined: never.
   */
  overloadLoopDelayMs?: number;
  /** The bearer token /metrics asks for (METRICS_TOKEN); none: there is no /metrics. */
  metricsToken?: string;
}

/** The shared text and date formats, as ajv takes them: the same checks the browser runs (shared/api/contract/formats). */
const ajvFormats = Object.fromEntries(
  Object.entries(STRING_FORMATS).map(([name, validate]) => [name, { type: 'string', validate }] as const),
);

/** What an overloaded server tells a client to wait before trying again. */
const OVERLOAD_RETRY_AFTER_SECONDS = 5;
/**
 * Loop delay sampled within this time of the server becoming ready is not overload: the
 * routes' schemas compile when it gets ready, in one long turn of the loop.
 */
const OVERLOAD_WARM_UP_MS = 3_000;

/** @fastify/under-pressure's options: 503 with Retry-After past `maxEventLoopDelay`, once warmed up. */
function overloadOptions(maxEventLoopDelay: number, readyAt: () => number) {
  return {
    maxEventLoopDelay,
    retryAfter: OVERLOAD_RETRY_AFTER_SECONDS,
    pressureHandler: (_request: FastifyRequest, reply: FastifyReply) => {
      if (Date.now() - readyAt() < OVERLOAD_WARM_UP_MS) return undefined;
      void reply.status(503).header('retry-after', String(OVERLOAD_RETRY_AFTER_SECONDS));
      // The error envelope words it in the request's language.
      return Promise.reject(Object.assign(new Error('Service Unavailable'), { statusCode: 503 }));
    },
  };
}

/** Request bodies of the public API are small forms; anything bigger is refused early. */
const BODY_LIMIT_BYTES = 32 * 1024;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    genReqId: () => randomUUID(),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? false,
    ajv: {
      // Unknown fields are an error, not silently dropped; form values are coerced from text.
      customOptions: {
        removeAdditional: false,
        coerceTypes: true,
        useDefaults: true,
        allErrors: false,
        formats: ajvFormats,
      },
    },
    // The serializer checks anyOf branches of response schemas with an ajv of its own.
    serializerOpts: { ajv: { formats: ajvFormats } },
    schemaController: { compilersFactory: processWideSchemaCompilers },
  });

  await app.register(errorEnvelope);
  if (options.overloadLoopDelayMs) {
    let readyAt = Number.POSITIVE_INFINITY;
    app.addHook('onReady', async () => {
      readyAt = Date.now();
    });
    await app.register(
      underPressure,
      overloadOptions(options.overloadLoopDelayMs, () => readyAt),
    );
  }
  await app.register(metrics, {
    db: options.db,
    clock: options.clock ?? systemClock,
    token: options.metricsToken,
    overdueSafetyReports: (now) => overdueSafetyReports(options.db, now),
  });
  await app.register(healthRoutes, { db: options.db, readiness: options.readiness ?? { draining: () => false } });
  await app.register(securityHeaders, { frameAncestors: options.frameAncestors });
  await app.register(formbody, { bodyLimit: BODY_LIMIT_BYTES });
  await app.register(cookie);
  const clock = options.clock ?? systemClock;
  const sessions = createSessionStore(options.db, clock);
  const siteSettings = createSiteSettingsRepository(options.db);
  const hospitalZone = createHospitalZoneSync(() => siteSettings.readTimeZone(), clock);
  await hospitalZone.refresh();
  // The probes answer without the database's help where they can: a readiness probe must say
  // 'unreachable' with a database down, not fail in this hook.
  app.addHook('onRequest', async (request) => {
    if (!isProbe(request.url)) await hospitalZone.ensureCurrent();
  });
  const files = createFileService({
    db: options.db,
    store: options.fileStore ?? createMemoryFileStore(),
    maxBytes: options.uploadMaxBytes ?? DEFAULT_UPLOAD_MAX_BYTES,
  });
  await app.register(staffAccess, { db: options.db, sessions, clock });
  await app.register(openApi, { version: options.version ?? '0.1.0' });

  // The server renderer's API calls carry this per-process secret (see server-render.ts).
  const internalToken = randomBytes(32).toString('hex');
  const isTrusted = (request: FastifyRequest) => isInternalCall(request, internalToken);

  await app.register(async (api) => {
    // The sign-in routes and a few others always set their own, stricter limit.
    await api.register(rateLimits, {
      db: options.db,
      clock,
      max: options.rateLimitMax,
      global: options.rateLimitCounting,
      isTrusted,
    });
    await api.register(sourceSign, {
      verifier: createSourceSignVerifier({
        privateKeyPem: options.keys.rsaPrivateKey,
        seen: createSeenSigns(options.db, clock),
        now: clock,
      }),
      isEnabled: createSecurityRepository(options.db).sourceCheckEnabled,
      isTrusted,
      clock,
    });
    await api.register(securityRoutes, { publicKey: options.keys.rsaPublicKey });
    await api.register(portalRoutes, { db: options.db });
    await api.register(selfCheckRoutes, { db: options.db });
    await api.register(dictRoutes, { db: options.db });
    await api.register(sysConfigRoutes, { db: options.db });
    await api.register(innerRoutes, { db: options.db, secret: options.keys.recruitSignSecret, clock });
    // Sign-in and the staff areas: one context whose answers are never cached and whose
    // writes must come from the app's own origin (plugins/staff-answers.ts).
    await api.register(async (staff) => {
      staffAnswers(staff);
      // Source documents refused to monitors outside the hospital while remote monitoring is closed.
      await staff.register(remoteSourceGate, { db: options.db });
      await staff.register(authRoutes, {
        db: options.db,
        clock,
        sessions,
        privateKeyPem: options.keys.rsaPrivateKey,
        smsSender: options.smsSender,
        smsOutboxFile: options.smsOutboxFile,
        captchaMaker: options.captchaMaker,
        loginRateLimitMax: options.loginRateLimitMax ?? 10,
        sso: options.sso,
      });
      const areaOptions: StaffRoutesOptions = {
        db: options.db,
        clock,
        sessions,
        files,
        signaturePasswords: createPasswordCipher(options.keys.rsaPrivateKey, clock),
        patientCipher: createFieldCipher(options.keys.patientKeys),
        hisAdapter: options.hisAdapter,
        virusScanner: options.virusScanner,
      };
      // The staff areas, one route list each (modules/<area>/routes.ts).
      for (const areaRoutes of [
        accessRoutes,
        studyRoutes,
        recruitmentRoutes,
        visitsRoutes,
        workRoutes,
        safetyRoutes,
        qualityRoutes,
        drugRoutes,
        financeRoutes,
        documentRoutes,
        ethicsRoutes,
      ]) {
        await staff.register(areaRoutes, areaOptions);
      }
    });
  });

  await app.register(pwaRoutes, { db: options.db });
  await app.register(publicFileRoutes, { files });
  const portal = createPortalRepository(options.db);
  await app.register(serverRender, {
    clientDir: options.clientDir,
    internalToken,
    clock,
    dataVersion: () => portal.projectsVersion(),
  });
  await app.register(clientStatic, { clientDir: options.clientDir });
  return app;
}
