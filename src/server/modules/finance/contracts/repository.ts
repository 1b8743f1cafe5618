/** All SQL of contracts: tables finance_contract and finance_contract_payment (migration 038). */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema';

export interface ContractFields {
  kind: string;
  parentId: number | null;
  number: string;
  title: string;
  sponsor: string;
  cro: string | null;
  parties: string;
  amountFen: number;
  holdbackBp: number;
  signedOn: string | null;
  startsOn: string | null;
  endsOn: string | null;
  note: string | null;
}

export interface PaymentFields {
  name: string;
  dueOn: string | null;
  amountFen: number;
  note: string | null;
}

export function createContractRepository(db: Kysely<Database>) {
  const rows = () =>
    db
      .selectFrom('financeContract as c')
      .leftJoin('storedFile as f', 'f.id', 'c.fileId')
      .selectAll('c')
      .select([
        'f.originalName as fileName',
        'f.size as fileSize',
        'f.mimeType as fileMimeType',
        'f.hash as fileHash',
        'f.createdAt as fileCreatedAt',
      ])
      .select(
        sql<
          string | number
        >`(select coalesce(sum(p.amount_fen), 0) from finance_contract_payment p where p.contract_id = c.id)`.as(
          'scheduledFen',
        ),
      );
  return {
    list: (projectId: number) => rows().where('c.projectId', '=', projectId).orderBy('c.id').execute(),

    byId: (projectId: number, id: number) =>
      rows().where('c.projectId', '=', projectId).where('c.id', '=', id).executeTakeFirst(),

    payments: (contractIds: number[]) =>
      contractIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('financeContractPayment')
            .selectAll()
            .where('contractId', 'in', contractIds)
            .orderBy('sort')
            .orderBy('id')
            .execute(),

    numberTaken: async (projectId: number, number: string, exceptId: number | null) => {
      let query = db
        .selectFrom('financeContract')
        .select('id')
        .where('projectId', '=', projectId)
        .where('number', '=', number);
      if (exceptId !== null) query = query.where('id', '<>', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    insert: async (projectId: number, fields: ContractFields, createdBy: string, now: string) =>
      (
        await db
          .insertInto('financeContract')
          .values({ ...fields, projectId, status: 'draft', createdBy, createdAt: now, updatedAt: now, version: 1 })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,

    /** Changes a row at `version` in one of `from`; false when stale or in another status. */
    update: async (
      id: number,
      version: number,
      from: string[],
      set: Partial<ContractFields> & { status?: string; submittedAt?: string | null },
      now: string,
    ) => {
      const result = await db
        .updateTable('financeContract')
        .set({ ...set, updatedAt: now, version: version + 1 })
        .where('id', '=', id)
        .where('version', '=', version)
        .where('status', 'in', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Sets the status the approval decided, whatever the row's version; bumps it. */
    decide: async (id: number, from: string, status: string, now: string) => {
      const result = await db
        .updateTable('financeContract')
        .set((eb) => ({ status, updatedAt: now, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .where('status', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Binds the signed copy at `version` in one of `from`; false when stale or in another status. */
    setFile: async (id: number, version: number, from: readonly string[], fileId: number, now: string) => {
      const result = await db
        .updateTable('financeContract')
        .set({ fileId, updatedAt: now, version: version + 1 })
        .where('id', '=', id)
        .where('version', '=', version)
        .where('status', 'in', [...from])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The contract's approvals (workflow instances), newest first, and their steps. */
    approvals: async (recordKind: string, id: number) => {
      const instances = await db
        .selectFrom('workflowInstance')
        .select(['id as instanceId', 'status', 'startedBy', 'startedAt', 'endedAt'])
        .where('recordKind', '=', recordKind)
        .where('recordId', '=', id)
        .orderBy('id', 'desc')
        .execute();
      const steps =
        instances.length === 0
          ? []
          : await db
              .selectFrom('workflowTask')
              .select([
                'instanceId',
                'stepSort',
                'stepName',
                'status',
                'decidedBy',
                'decidedFor',
                'decidedAt',
                'comment',
              ])
              .where(
                'instanceId',
                'in',
                instances.map((instance) => instance.instanceId),
              )
              .orderBy('stepSort')
              .orderBy('id')
              .execute();
      return { instances, steps };
    },

    replacePayments: async (contractId: number, payments: PaymentFields[]) => {
      await db.deleteFrom('financeContractPayment').where('contractId', '=', contractId).execute();
      if (payments.length > 0)
        await db
          .insertInto('financeContractPayment')
          .values(payments.map((payment, index) => ({ ...payment, contractId, sort: index + 1 })))
          .execute();
    },

    remove: async (id: number, version: number) => {
      await db.deleteFrom('financeContractPayment').where('contractId', '=', id).execute();
      const result = await db
        .deleteFrom('financeContract')
        .where('id', '=', id)
        .where('version', '=', version)
        .where('status', '=', 'draft')
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}
