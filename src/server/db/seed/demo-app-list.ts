/**
 * The demo hospital's app list (account software list): the OA portal, opened through a link
 * signed with the demo connected system 'oa' and its key (demo-connected.ts), and the HIS, LIS
 * and PACS as plain addresses, each seen by the roles that work in it. Made once, when the list
 * is empty; the addresses are fictional.
 */
import type { AppIcon } from '../../../shared/api/access/apps';
import type { FieldCipher } from '../../lib/field-crypto';
import { createAppList } from '../../modules/access/apps/service';
import { processActor } from '../../services/staff-write';
import type { Db } from '../database';

const CLINICAL = ['admin', 'investigator', 'coordinator'];

const DEMO_APPS: { name: string; icon: AppIcon; url: string; roles: string[]; oa?: true }[] = [
  {
    name: '医院OA门户',
    icon: 'oa',
    url: 'https://oa.hospital.example/sso/gcp',
    roles: [...CLINICAL, 'monitor', 'finance', 'drug_manager', 'pharmacist', 'ethics', 'ethics_secretary', 'qa'],
    oa: true,
  },
  { name: 'HIS 医院信息系统', icon: 'his', url: 'https://his.hospital.example/', roles: [...CLINICAL, 'pharmacist'] },
  { name: 'LIS 检验系统', icon: 'lis', url: 'https://lis.hospital.example/report', roles: [...CLINICAL, 'qa'] },
  { name: 'PACS 影像系统', icon: 'pacs', url: 'https://pacs.hospital.example/viewer', roles: CLINICAL },
];

/** Answers the number of apps made (0 when the list already had apps). */
export async function loadAppListDemo(db: Db, cipher: FieldCipher, now: number): Promise<number> {
  if (await db.selectFrom('staffApp').select('id').executeTakeFirst()) return 0;
  const roles = await db.selectFrom('role').select(['id', 'code']).execute();
  const oa = await db
    .selectFrom('connectedSystem as s')
    .innerJoin('connectedSystemKey as k', 'k.systemId', 's.id')
    .select(['s.id', 'k.keyId'])
    .where('s.code', '=', 'oa')
    .where('k.revokedAt', 'is', null)
    .where('k.expiresAt', 'is', null)
    .orderBy('k.id', 'desc')
    .executeTakeFirst();
  const apps = createAppList(db, cipher);
  const actor = processActor('system', now);
  let made = 0;
  for (const [sort, app] of DEMO_APPS.entries()) {
    const roleIds = roles.filter((r) => app.roles.includes(r.code)).map((r) => r.id);
    if (roleIds.length === 0) continue;
    const passThrough = app.oa === true && oa !== undefined;
    await apps.save(
      {
        name: app.name,
        icon: app.icon,
        url: app.url,
        sort: (sort + 1) * 10,
        enabled: true,
        passThrough,
        connectedSystemId: passThrough ? oa.id : null,
        signKeyId: passThrough ? oa.keyId : null,
        roleIds,
      },
      actor,
    );
    made += 1;
  }
  return made;
}
