/**
 * A continuous stream of staff writes from several concurrent clients, each write a new
 * row with a unique name (departments through org/save, users through user/save), each
 * in one transaction with its audit row. The stream runs until the server stops answering
 * and reports which writes were acknowledged (HTTP 200, code '200'), which were in doubt
 * (sent, but the connection broke before the answer) and which were refused.
 */
import { ResponseCode } from '../../src/shared/api/contract/envelope';
import { orgSaveEndpoint } from '../../src/shared/api/access/orgs';
import { userSaveEndpoint } from '../../src/shared/api/access/users';
import { type Envelope, type StaffClient, postJson } from './staff-client';

/** The table a write adds a row to, and how the row is found again: its unique name. */
export type WrittenEntity = 'organization' | 'staff_user';

export interface WrittenRow {
  entity: WrittenEntity;
  name: string;
}

export interface AcknowledgedWrite extends WrittenRow {
  id: number;
}

export interface StreamResult {
  acknowledged: AcknowledgedWrite[];
  inDoubt: WrittenRow[];
  refused: { row: WrittenRow; status: number; msg: string }[];
}

function request(entity: WrittenEntity, name: string, rootId: number): { path: string; body: unknown } {
  return entity === 'organization'
    ? { path: orgSaveEndpoint.path, body: { parentId: rootId, name, sort: 0 } }
    : { path: userSaveEndpoint.path, body: { userName: name, realname: `崩溃测试 ${name}`, deptId: null } };
}

/** A connection refused was never sent; anything else broken mid-way may or may not have committed. */
function neverSent(error: unknown): boolean {
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  return cause?.code === 'ECONNREFUSED';
}

/** How the server answered one write. */
export type WriteOutcome =
  | { outcome: 'acknowledged'; id: number }
  | { outcome: 'refused'; status: number; msg: string }
  /** Sent, but the connection broke before the answer: it may or may not have committed. */
  | { outcome: 'inDoubt' }
  /** The connection was refused: the write never reached the server. */
  | { outcome: 'neverSent' };

/** Sends the write that adds `row` and tells how it was answered. */
export async function writeRow(client: StaffClient, row: WrittenRow, rootId: number): Promise<WriteOutcome> {
  const { path, body } = request(row.entity, row.name, rootId);
  let response: Response;
  let envelope: Envelope;
  try {
    response = await postJson(client, path, body);
    envelope = (await response.json()) as Envelope;
  } catch (error) {
    return neverSent(error) ? { outcome: 'neverSent' } : { outcome: 'inDoubt' };
  }
  if (response.status === 200 && envelope.code === ResponseCode.ok) {
    return { outcome: 'acknowledged', id: (envelope.data as { id: number }).id };
  }
  return { outcome: 'refused', status: response.status, msg: envelope.msg ?? envelope.code };
}

async function writer(
  client: StaffClient,
  entity: WrittenEntity,
  prefix: string,
  rootId: number,
  result: StreamResult,
): Promise<void> {
  for (let seq = 0; ; seq += 1) {
    const row = { entity, name: `${prefix}-${String(seq).padStart(4, '0')}` };
    const answer = await writeRow(client, row, rootId);
    if (answer.outcome === 'neverSent') return;
    if (answer.outcome === 'inDoubt') {
      result.inDoubt.push(row);
      return;
    }
    if (answer.outcome === 'acknowledged') result.acknowledged.push({ ...row, id: answer.id });
    else result.refused.push({ row, status: answer.status, msg: answer.msg });
  }
}

/**
 * Starts `clients` concurrent writers (the last one creates users, the others departments)
 * and answers when every writer has lost the server.
 */
export async function writeUntilServerDies(
  client: StaffClient,
  { round, clients, rootId }: { round: number; clients: number; rootId: number },
): Promise<StreamResult> {
  const result: StreamResult = { acknowledged: [], inDoubt: [], refused: [] };
  const round2 = String(round).padStart(2, '0');
  await Promise.all(
    Array.from({ length: clients }, (_, i) => {
      const entity: WrittenEntity = i === clients - 1 ? 'staff_user' : 'organization';
      return writer(client, entity, `crash-r${round2}-c${i}`, rootId, result);
    }),
  );
  return result;
}
