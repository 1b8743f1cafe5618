/**
 * The delegation log (授权分工表, issue 29 item 5) as data: who is or was on the project's
 * team, with which roles, what those roles allow them to do in the project (the permission
 * catalogue's buttons), and from when to when (the team's audit rows: 'project.member', the
 * day roles were first given and the day the last was taken). Its content hash is over these
 * rows only, not the day it is generated, so an unchanged team gives the same hash.
 */
import { createHash } from 'node:crypto';
import { PROJECT_PAGES } from '../../../../shared/domain/access';
import { hospitalDay } from '../../../../shared/domain/hospital-time';

export interface TeamRole {
  code: string;
  name: string;
  /** The role's project-scope button grants. */
  buttons: string[];
}

export interface TeamPerson {
  userId: number;
  userName: string;
  realname: string;
  /** Current roles in the project; none for a former member. */
  roles: TeamRole[];
}

export interface MemberChange {
  userId: number;
  at: string;
  before: string[];
  after: string[];
}

export interface DelegationRow {
  name: string;
  userName: string;
  roles: string;
  duties: string;
  /** Hospital days; null when the team's history does not say (members from before it was kept). */
  startOn: string | null;
  endOn: string | null;
}

type Labels = Record<string, { 'zh-CN': string }>;
const BUTTON_LABELS = new Map<string, string>(
  Object.values(PROJECT_PAGES).flatMap((page) =>
    Object.entries(page.buttons as Labels).map(([button, label]): [string, string] => [button, label['zh-CN']]),
  ),
);

/** The button labels of the roles, each once, in catalogue order. */
function dutiesOf(roles: TeamRole[]): string {
  const granted = new Set(roles.flatMap((role) => role.buttons));
  return [...BUTTON_LABELS.entries()]
    .filter(([button]) => granted.has(button))
    .map(([, label]) => label)
    .join('；');
}

/** Each person's period on the team from the changes (oldest first): first given roles, last left. */
function periodOf(userId: number, changes: MemberChange[], current: boolean) {
  let startOn: string | null = null;
  let endOn: string | null = null;
  for (const change of changes.filter((entry) => entry.userId === userId)) {
    const day = hospitalDay(Date.parse(change.at));
    if (change.before.length === 0 && change.after.length > 0) {
      // Joining again after leaving starts a new period.
      if (startOn === null || endOn !== null) startOn = day;
      endOn = null;
    }
    if (change.after.length === 0) endOn = day;
  }
  return { startOn, endOn: current ? null : endOn };
}

/** The log's rows: current members first (as the team lists them), then former members by name. */
export function delegationRows(people: TeamPerson[], changes: MemberChange[]): DelegationRow[] {
  const rowOf = (person: TeamPerson, current: boolean): DelegationRow => ({
    name: person.realname || person.userName,
    userName: person.userName,
    roles: person.roles.map((role) => role.name).join('、'),
    duties: dutiesOf(person.roles),
    ...periodOf(person.userId, changes, current),
  });
  const current = people.filter((person) => person.roles.length > 0).map((person) => rowOf(person, true));
  const former = people
    .filter((person) => person.roles.length === 0)
    .map((person) => rowOf(person, false))
    .sort((a, b) => a.userName.localeCompare(b.userName));
  return [...current, ...former];
}

/** SHA-256 (hex) of the log's content: the project and its rows. */
export function delegationHash(projectName: string, rows: DelegationRow[]): string {
  return createHash('sha256').update(JSON.stringify({ projectName, rows }), 'utf8').digest('hex');
}

/** The note of a generated version, carrying its content hash (read back to find an unchanged team). */
export const delegationNote = (hash: string) => `由项目成员与角色生成 · content sha256:${hash}`;
export const hashInNote = (note: string | null) => /sha256:([0-9a-f]{64})/.exec(note ?? '')?.[1];
