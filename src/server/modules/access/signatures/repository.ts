/**
 * All SQL of tables `signing_challenge` and `e_signature` (what they keep and for how long:
 * db/migrations/018-signatures.ts).
 */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, ESignatureTable } from '../../../db/schema';

type Executor = Kysely<Database>;

export type StoredSignature = Selectable<ESignatureTable>;

export const signatureRepository = {
  /** Stores a new challenge and drops the user's lapsed or spent ones. */
  async addChallenge(db: Executor, row: { challenge: string; userId: number; issuedAt: string; expiresAt: number }) {
    await db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('signingChallenge')
        .where('userId', '=', row.userId)
        .where((eb) => eb.or([eb('expiresAt', '<=', Date.parse(row.issuedAt)), eb('usedAt', 'is not', null)]))
        .execute();
      await trx.insertInto('signingChallenge').values(row).execute();
    });
  },

  /**
   * Spends the user's unspent, unexpired challenge in one statement (so two requests with the
   * same one cannot both spend it); false when there is none such.
   */
  async spendChallenge(db: Executor, challenge: string, userId: number, now: number): Promise<boolean> {
    const result = await db
      .updateTable('signingChallenge')
      .set({ usedAt: new Date(now).toISOString() })
      .where('challenge', '=', challenge)
      .where('userId', '=', userId)
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async add(db: Executor, row: Insertable<ESignatureTable>): Promise<StoredSignature> {
    return db.insertInto('eSignature').values(row).returningAll().executeTakeFirstOrThrow();
  },

  /** A record's signatures, oldest first. */
  async of(db: Executor, entity: string, entityId: number): Promise<StoredSignature[]> {
    return db
      .selectFrom('eSignature')
      .selectAll()
      .where('entity', '=', entity)
      .where('entityId', '=', entityId)
      .orderBy('id')
      .execute();
  },

  async signer(db: Executor, userId: number) {
    return db
      .selectFrom('staffUser')
      .select(['id', 'userName', 'realname', 'fullName', 'passwordHash', 'status'])
      .where('id', '=', userId)
      .executeTakeFirst();
  },
};
