/**
 * A staff client over real HTTP, as the browser talks to the server: the password
 * encrypted with the server's public key (jsencrypt `encryptOAEP`), the staff request
 * header on every POST, the session cookie carried by hand.
 */
import { JSEncrypt } from 'jsencrypt';
import { STAFF_REQUEST_HEADER, STAFF_REQUEST_HEADER_VALUE } from '../../src/shared/api/contract/access';
import { loginEndpoint } from '../../src/shared/api/access/auth';
import { whoEndpoint } from '../../src/shared/api/access/who';
import { ResponseCode } from '../../src/shared/api/contract/envelope';
import { orgTreeEndpoint } from '../../src/shared/api/access/orgs';
import { publicKeyEndpoint } from '../../src/shared/api/access/security';
import { utf8BinaryString } from '../../src/shared/domain/access/utf8-binary';

export interface Envelope {
  isOk: boolean;
  code: string;
  msg?: string;
  data?: unknown;
}

export interface StaffClient {
  base: string;
  cookie: string;
}

export async function postJson(client: StaffClient, path: string, body: unknown): Promise<Response> {
  return fetch(`${client.base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [STAFF_REQUEST_HEADER]: STAFF_REQUEST_HEADER_VALUE,
      ...(client.cookie ? { cookie: client.cookie } : {}),
    },
    body: JSON.stringify(body),
  });
}

async function getJson(client: StaffClient, path: string): Promise<{ status: number; envelope: Envelope }> {
  const response = await fetch(`${client.base}${path}`, { headers: client.cookie ? { cookie: client.cookie } : {} });
  return { status: response.status, envelope: (await response.json()) as Envelope };
}

async function encryptedPassword(base: string, password: string): Promise<string> {
  const { envelope } = await getJson({ base, cookie: '' }, publicKeyEndpoint.path);
  const { publicKey } = envelope.data as { publicKey: string };
  const jsencrypt = new JSEncrypt();
  jsencrypt.setPublicKey(publicKey);
  const cipher = jsencrypt.encryptOAEP(utf8BinaryString(password));
  if (!cipher) throw new Error('jsencrypt could not encrypt the password');
  return cipher;
}

/** Signs in with user name and password; answers the client with its session cookie. */
export async function signIn(base: string, userName: string, password: string): Promise<StaffClient> {
  const response = await postJson({ base, cookie: '' }, loginEndpoint.path, {
    username: userName,
    password: await encryptedPassword(base, password),
  });
  const envelope = (await response.json()) as Envelope;
  if (response.status !== 200 || envelope.code !== ResponseCode.ok) {
    throw new Error(`Sign-in as ${userName} failed: HTTP ${response.status} ${JSON.stringify(envelope)}`);
  }
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => /portal_sid=./.test(pair));
  if (!cookie) throw new Error('Sign-in answered no session cookie');
  return { base, cookie };
}

/** Whether the client's session is still valid (sessions live in the database). */
export async function sessionIsValid(client: StaffClient): Promise<boolean> {
  const { status } = await getJson(client, whoEndpoint.path);
  return status === 200;
}

/** The id of the organization tree's root (the hospital), under which the test adds units. */
export async function organizationRootId(client: StaffClient): Promise<number> {
  const { status, envelope } = await getJson(client, orgTreeEndpoint.path);
  const root = (envelope.data as { id: number }[] | undefined)?.[0];
  if (status !== 200 || !root) throw new Error(`No organization tree: HTTP ${status} ${JSON.stringify(envelope)}`);
  return root.id;
}
