/** Sign-in routes (stub: replaced by the auth module). */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { CaptchaMaker } from './captcha';
import type { SessionStore } from './sessions';
import type { SmsSender } from './sms-sender';

export interface AuthRoutesOptions {
  db: Db;
  clock: Clock;
  sessions: SessionStore;
  privateKeyPem: string;
  smsSender?: SmsSender;
  captchaMaker?: CaptchaMaker;
  loginRateLimitMax: number;
}

export async function authRoutes(_app: FastifyInstance, _options: AuthRoutesOptions) {}
