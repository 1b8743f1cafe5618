import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFieldCipher } from '../../lib/field-crypto';
import { type StaffTestApp, createStaffTestApp } from '../../staff-test-kit';
import { testKeys } from '../../test-support';
import { loadAppListDemo } from './demo-app-list';
import { loadConnectedDemo } from './demo-connected';

let t: StaffTestApp;
beforeEach(async () => {
  t = await createStaffTestApp();
});
afterEach(async () => t.close());

describe('the app list demo', () => {
  it('gives the coordinator the OA portal, signed for them, and the clinical systems, once', async () => {
    const cipher = createFieldCipher(testKeys().patientKeys);
    await loadConnectedDemo(t.db, cipher, t.clock());
    expect(await loadAppListDemo(t.db, cipher, t.clock())).toBe(4);
    expect(await loadAppListDemo(t.db, cipher, t.clock())).toBe(0);

    const mine = (await t.get('/api/dTrial/app/mine', 'coordinator')).json();
    const apps: { id: number; name: string; passThrough: boolean }[] = mine.data;
    expect(apps.map((a) => [a.name, a.passThrough])).toEqual([
      ['医院OA门户', true],
      ['HIS 医院信息系统', false],
      ['LIS 检验系统', false],
      ['PACS 影像系统', false],
    ]);
    const monitor = (await t.get('/api/dTrial/app/mine', 'monitor')).json().data;
    expect(monitor.map((a: { name: string }) => a.name)).toEqual(['医院OA门户']);
    const open = (await t.post('/api/dTrial/app/open', { id: apps[0]?.id }, 'coordinator')).json();
    expect(new URL(open.data.url).searchParams.get('user')).toBe('OA0002');
  });
});
