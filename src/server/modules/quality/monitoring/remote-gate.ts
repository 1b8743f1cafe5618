/**
 * Remote monitoring enforced (SPEC §4): while a project's remote monitoring is closed, a
 * monitor (role 'monitor' in the project) may read its source documents (SAE attachments,
 * findings' evidence) only from the hospital's networks (site setting hospital_networks, CIDR
 * blocks; the client address is request.ip, so the app's trustProxy setting decides whether a
 * proxy's X-Forwarded-For is believed). Outside them the request is refused with 403 and
 * code 'remote_monitoring_closed'. With the switch open, inside the networks, for other
 * roles, or while no network is declared, nothing changes. Runs after the endpoint's own
 * access check (preHandler), on the routes named in SOURCE_DOCUMENT_ROUTES only.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BlockList, isIP } from 'node:net';
import { evidenceDownloadEndpoint } from '../../../../shared/api/quality/evidence';
import { saeAttachmentDownloadEndpoint } from '../../../../shared/api/safety';
import type { Db } from '../../../db/database';
import { ApiError } from '../../../lib/api-error';
import { createMonitoringRepository } from './repository';

export const REMOTE_CLOSED_REASON = 'remote_monitoring_closed';
export const MONITOR_ROLE = 'monitor';

/** The routes that serve a project's source documents (their projectId is a path parameter). */
export const SOURCE_DOCUMENT_ROUTES: ReadonlySet<string> = new Set([
  saeAttachmentDownloadEndpoint.path,
  evidenceDownloadEndpoint.path,
]);

/** The CIDR blocks of the stored JSON that parse; others are skipped. */
export function parseNetworks(json: string): string[] {
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** Whether the address is in one of the blocks ('10.1.0.0/16', '2001:db8::/32', or one address). */
export function inNetworks(address: string, networks: readonly string[]): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const ip = mapped?.[1] ?? address;
  const family = isIP(ip);
  if (family === 0) return false;
  const blocks = new BlockList();
  for (const network of networks) {
    const [base = '', bits] = network.trim().split('/');
    const baseFamily = isIP(base);
    if (baseFamily === 0) continue;
    const type = baseFamily === 4 ? 'ipv4' : 'ipv6';
    const prefix = bits === undefined ? (baseFamily === 4 ? 32 : 128) : Number(bits);
    if (!Number.isInteger(prefix) || prefix < 0 || prefix > (baseFamily === 4 ? 32 : 128)) continue;
    blocks.addSubnet(base, prefix, type);
  }
  return blocks.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

const refused = () =>
  new ApiError(403, REMOTE_CLOSED_REASON, {
    'zh-CN': '本项目未开放远程监查：请在医院网络内查看源文件',
    en: 'Remote monitoring is closed for this project: source documents open from the hospital network only',
  });

/** Throws when the caller is a monitor of the project reading from outside while the switch is closed. */
export async function checkRemoteSource(db: Db, request: FastifyRequest, projectId: number): Promise<void> {
  const userId = request.staff?.userId;
  if (userId === undefined) return;
  const repo = createMonitoringRepository(db);
  if ((await repo.settings(projectId)).remoteOpen) return;
  if (!(await repo.holdsRole(projectId, userId, MONITOR_ROLE))) return;
  const networks = parseNetworks(await repo.hospitalNetworks());
  if (networks.length === 0 || inNetworks(request.ip, networks)) return;
  throw refused();
}

/** Registered in the staff context (before the areas): gates the source document routes. */
export const remoteSourceGate = fp(async function remoteSourceGate(app: FastifyInstance, { db }: { db: Db }) {
  app.addHook('preHandler', async (request) => {
    const route = request.routeOptions.url;
    if (route === undefined || !SOURCE_DOCUMENT_ROUTES.has(route)) return;
    const projectId = Number((request.params as { projectId?: unknown }).projectId);
    if (Number.isInteger(projectId) && projectId > 0) await checkRemoteSource(db, request, projectId);
  });
});
