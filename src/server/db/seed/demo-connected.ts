/**
 * The demo hospital's OA portal as a connected system (third-party login by key): system 'oa'
 * (医院OA门户), staff named by their OA staff number mapped to the demo investigator and
 * coordinator, and one key made now. Its secret is answered to main.ts, which prints it once
 * with the demo accounts; it is never in the repository.
 */
import { createConnectedSystems } from '../../modules/access/connected/systems';
import type { FieldCipher } from '../../lib/field-crypto';
import { processActor } from '../../services/staff-write';
import type { Db } from '../database';

/** OA staff number → demo user name. */
export const DEMO_OA_STAFF: Record<string, string> = { OA0001: 'investigator', OA0002: 'coordinator' };

export async function loadConnectedDemo(
  db: Db,
  cipher: FieldCipher,
  now: number,
): Promise<{ system: string; keyId: string; secret: string } | null> {
  const present = await db.selectFrom('connectedSystem').select('id').where('code', '=', 'oa').executeTakeFirst();
  if (present) return null;
  const systems = createConnectedSystems(db, cipher);
  const actor = processActor('system', now);
  const { id } = await systems.save({ code: 'oa', name: '医院OA门户', enabled: true, loginBy: 'mapping' }, actor);
  for (const [externalId, userName] of Object.entries(DEMO_OA_STAFF)) {
    const user = await db.selectFrom('staffUser').select('id').where('userName', '=', userName).executeTakeFirst();
    if (user) await systems.saveMapping({ systemId: id, externalId, userId: user.id }, actor);
  }
  const key = await systems.createKey(id, actor);
  return { system: 'oa', ...key };
}
