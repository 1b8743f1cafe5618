/**
 * All SQL of monitoring visits and settings: tables monitoring_setting and monitoring_visit
 * (migration 029). A project without a settings row has the default rules, remote closed.
 */
import type { Kysely, Updateable } from 'kysely';
import type { AppointmentListQuery } from '../../../../shared/api/quality/appointments';
import {
  APPOINTMENT_HOLDING,
  type AppointmentStatus,
  appointmentStatusOf,
} from '../../../../shared/domain/quality/appointment-status';
import {
  type AppointmentRules,
  DEFAULT_APPOINTMENT_RULES,
  WEEKDAYS,
  type Weekday,
} from '../../../../shared/domain/quality/appointment-rules';
import type { Database, MonitoringVisitTable } from '../../../db/schema';

type Executor = Kysely<Database>;
type Filters = Omit<AppointmentListQuery, 'offset' | 'limit'>;

export interface MonitoringSettings extends AppointmentRules {
  remoteOpen: boolean;
  /** 0: no saved row (the defaults). */
  version: number;
}

export interface AppointmentState {
  id: number;
  projectId: number;
  monitorId: number;
  visitDate: string;
  proposedDate: string | null;
  status: AppointmentStatus;
  siteNote: string | null;
  version: number;
}

const weekdaysOf = (json: string): Weekday[] =>
  (JSON.parse(json) as number[]).filter((day): day is Weekday => (WEEKDAYS as readonly number[]).includes(day));

export function createMonitoringRepository(db: Executor) {
  return {
    async settings(projectId: number): Promise<MonitoringSettings> {
      const row = await db
        .selectFrom('monitoringSetting')
        .selectAll()
        .where('projectId', '=', projectId)
        .executeTakeFirst();
      if (!row) return { ...DEFAULT_APPOINTMENT_RULES, remoteOpen: false, version: 0 };
      return {
        weekdays: weekdaysOf(row.weekdays),
        maxMonitors: row.maxMonitors,
        minNoticeDays: row.minNoticeDays,
        maxDaysAhead: row.maxDaysAhead,
        remoteOpen: row.remoteOpen === 1,
        version: row.version,
      };
    },

    /** Writes the settings if still at `version` (0: none saved yet); false when another write got there first. */
    async saveSettings(
      projectId: number,
      version: number,
      settings: AppointmentRules & { remoteOpen: boolean },
      now: string,
    ): Promise<boolean> {
      const values = {
        weekdays: JSON.stringify(settings.weekdays),
        maxMonitors: settings.maxMonitors,
        minNoticeDays: settings.minNoticeDays,
        maxDaysAhead: settings.maxDaysAhead,
        remoteOpen: settings.remoteOpen ? 1 : 0,
        updatedAt: now,
      };
      if (version === 0) {
        const inserted = await db
          .insertInto('monitoringSetting')
          .values({ projectId, ...values, version: 1 })
          .onConflict((oc) => oc.column('projectId').doNothing())
          .executeTakeFirst();
        return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
      }
      const result = await db
        .updateTable('monitoringSetting')
        .set({ ...values, version: version + 1 })
        .where('projectId', '=', projectId)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Newest day first. */
    async list(projectId: number, query: Filters & { offset: number; limit: number }) {
      let base = db.selectFrom('monitoringVisit as v').where('v.projectId', '=', projectId);
      if (query.status) base = base.where('v.status', '=', query.status);
      if (query.from) base = base.where('v.visitDate', '>=', query.from);
      if (query.to) base = base.where('v.visitDate', '<=', query.to);
      const { total } = await base
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await base
        .leftJoin('staffUser as u', 'u.id', 'v.monitorId')
        .selectAll('v')
        .select('u.realname as monitorRealName')
        .orderBy('v.visitDate', 'desc')
        .orderBy('v.id', 'desc')
        .offset(query.offset)
        .limit(query.limit)
        .execute();
      // The monitor by real name; the booking's stored name when the account is gone.
      return {
        rows: rows.map(({ monitorRealName, ...row }) => ({ ...row, monitorName: monitorRealName || row.monitorName })),
        total: Number(total),
      };
    },

    async subjectNumbers(ids: number[]) {
      if (ids.length === 0) return new Map<number, string>();
      const rows = await db.selectFrom('trialSubject').select(['id', 'subjectNumber']).where('id', 'in', ids).execute();
      return new Map(rows.map((row) => [row.id, row.subjectNumber]));
    },

    /** Valid subjects of the project among these ids. */
    async projectSubjects(projectId: number, ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('trialSubject')
        .select('id')
        .where('projectId', '=', projectId)
        .where('id', 'in', ids)
        .execute();
      return rows.map((row) => row.id);
    },

    async byId(id: number): Promise<AppointmentState | undefined> {
      const row = await db
        .selectFrom('monitoringVisit')
        .select(['id', 'projectId', 'monitorId', 'visitDate', 'proposedDate', 'status', 'siteNote', 'version'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row && { ...row, status: appointmentStatusOf(row.status) };
    },

    /** Appointments holding a day in the project, the one being moved left out. */
    async holding(projectId: number, day: string, except: number | null): Promise<number> {
      let q = db
        .selectFrom('monitoringVisit')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('projectId', '=', projectId)
        .where('visitDate', '=', day)
        .where('status', 'in', APPOINTMENT_HOLDING);
      if (except !== null) q = q.where('id', '!=', except);
      return Number((await q.executeTakeFirstOrThrow()).n);
    },

    async insert(values: {
      projectId: number;
      monitorId: number;
      monitorName: string;
      visitDate: string;
      purpose: string;
      now: string;
    }): Promise<number> {
      const { now, ...fields } = values;
      const row = await db
        .insertInto('monitoringVisit')
        .values({ ...fields, status: 'booked', createdBy: values.monitorName, createdAt: now, updatedAt: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(id: number, version: number, set: Updateable<MonitoringVisitTable>, now: string): Promise<boolean> {
      const result = await db
        .updateTable('monitoringVisit')
        .set({ ...set, updatedAt: now, version: version + 1 })
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Whether the user holds the monitor role (code `roleCode`) in the project. */
    async holdsRole(projectId: number, userId: number, roleCode: string): Promise<boolean> {
      const row = await db
        .selectFrom('userProjectRole as upr')
        .innerJoin('role as r', 'r.id', 'upr.roleId')
        .select('upr.userId')
        .where('upr.projectId', '=', projectId)
        .where('upr.userId', '=', userId)
        .where('r.code', '=', roleCode)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The site's hospital networks as stored (a JSON list of CIDR blocks). */
    async hospitalNetworks(): Promise<string> {
      const site = await db.selectFrom('site').select('hospitalNetworks').where('id', '=', 1).executeTakeFirst();
      return site?.hospitalNetworks ?? '[]';
    },
  };
}
