/**
 * A full-board ethics review in Chromium on the real build and server, with the ethics demo
 * loaded: the coordinator files a new protocol version in the first demo project's binder and
 * submits an amendment carrying it; the secretary accepts it (acceptance number) and schedules
 * a meeting with it on the agenda, then starts the meeting; five members check in and vote with
 * their signatures, two of them on 375×812 phones; the secretary opens and closes the vote and
 * the submission is decided; the secretary drafts the decision letter and the chair signs it;
 * the letter is filed into the binder, the project's header shows the new approval number and
 * the letter's print page passes axe.
 */
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { demoPdf } from '../../src/server/db/seed/demo-binder';
import { newContext, signInAs, useBrowserSuite } from './harness';
import { hospitalToday } from './test-clock';

const suite = useBrowserSuite({ ethics: true });
const PROJECT = 1;
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
const MEETING_TITLE = '方案修正案审查会议（浏览器测试）';
const SUBMISSION_TITLE = '方案修正案 2（3.0 版）审查申请';
/** Five members present make the quorum: both sexes, lay members (马亮, 何秀兰), an outside one (何秀兰). */
const MEMBERS: { userName: string; phone: boolean }[] = [
  { userName: 'ec.wangjianhua', phone: false },
  { userName: 'ec.lihong', phone: false },
  { userName: 'ec.liuqing', phone: false },
  { userName: 'ec.maliang', phone: true },
  { userName: 'ec.hexiulan', phone: true },
];

const contexts: BrowserContext[] = [];
afterAll(async () => {
  for (const context of contexts) await context.close();
});

/** A page of its own (a phone's when asked) signed in as the demo user on `path`. */
async function pageOf(userName: string, path: string, phone = false): Promise<Page> {
  const context = await newContext(suite.browser, phone ? PHONE : {});
  contexts.push(context);
  const page = await context.newPage();
  await signInAs(page, suite.server, userName, path);
  return page;
}

function password(userName: string): string {
  const account = suite.server.staff.find((staff) => staff.userName === userName);
  if (!account) throw new Error(`No demo account ${userName}`);
  return account.password;
}

/** Signs in the shared signature dialog with the user's password. */
async function sign(page: Page, title: string, userName: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByLabel('登录密码').fill(password(userName));
  await dialog.getByRole('button', { name: '签名并提交' }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The coordinator files protocol v3 into the binder and submits an amendment carrying it; answers its id. */
async function submitAmendment(): Promise<number> {
  const page = await pageOf('coordinator', `/staff/projects/${PROJECT}/documents`);
  const protocol = page.getByRole('table', { name: '文件列表' }).getByRole('row').filter({ hasText: '临床试验方案' });
  await expect.poll(() => protocol.textContent()).toMatch(/v\d+ \/ \d+/);
  await protocol.getByRole('button', { name: '临床试验方案' }).click();
  const history = page.getByRole('dialog', { name: '版本历史：临床试验方案' });
  await history.getByRole('button', { name: '上传新版本' }).click();
  const upload = page.getByRole('dialog', { name: '上传新版本 · 临床试验方案' });
  await upload.getByLabel('选择文件').setInputFiles({
    name: 'protocol-v3.0-amendment.pdf',
    mimeType: 'application/pdf',
    buffer: demoPdf(['Clinical trial protocol', 'Version 3.0 (amendment 2)']),
  });
  await upload.getByRole('radio', { name: /生效版本/ }).check();
  await upload.getByLabel(/^生效日期/).fill(hospitalToday());
  await upload.getByRole('textbox', { name: '版本说明' }).fill('方案修正案 2：调整给药剂量');
  await upload.getByRole('button', { name: '上传文件' }).click();
  await upload.waitFor({ state: 'detached' });

  await page.goto(`${suite.server.url}/staff/projects/${PROJECT}/ethics-submissions`);
  await page.getByRole('button', { name: '新建递交' }).click();
  const draft = page.getByRole('dialog', { name: '伦理递交' });
  await choose(page, draft, '递交类型', '修正案审查');
  await draft.getByRole('textbox', { name: '标题' }).fill(SUBMISSION_TITLE);
  await draft.getByRole('textbox', { name: '说明' }).fill('方案 3.0 版，附修正说明');
  await draft.getByRole('checkbox', { name: /临床试验方案 v\d+（protocol-v3\.0-amendment\.pdf）/ }).check();
  await draft.getByRole('button', { name: '保存草稿' }).click();
  await page.waitForURL(/\/ethics-submissions\/\d+$/);
  const id = Number(/\/ethics-submissions\/(\d+)$/.exec(page.url())?.[1]);
  await page.getByRole('button', { name: '递交', exact: true }).click();
  await page.getByRole('dialog', { name: '递交' }).getByRole('button', { name: '递交' }).click();
  await page.getByText('待受理').first().waitFor();
  const documents = page.getByRole('table', { name: '递交文件' });
  expect(await documents.textContent()).toContain('protocol-v3.0-amendment.pdf');
  return id;
}

/** The secretary accepts the submission and schedules today's meeting with it; answers the meeting's page. */
async function acceptAndSchedule(secretary: Page, submissionId: number): Promise<string> {
  await secretary.goto(`${suite.server.url}/staff/ethics-board/${submissionId}`);
  await secretary.getByRole('button', { name: '受理', exact: true }).click();
  const accepted = secretary.getByText(/^审查受理号：EC-\d{4}-\d{4}$/);
  await accepted.waitFor();
  const acceptanceNumber = ((await accepted.textContent()) ?? '').replace('审查受理号：', '');

  await secretary.goto(`${suite.server.url}/staff/ethics-meetings`);
  // The demo's meetings: one held, one coming next week.
  await secretary.getByRole('region', { name: '已结束或已取消' }).getByRole('link').first().waitFor();
  await secretary.getByRole('button', { name: '安排会议' }).click();
  const dialog = secretary.getByRole('dialog', { name: '安排会议' });
  await dialog.getByRole('textbox', { name: '会议名称' }).fill(MEETING_TITLE);
  await dialog.getByLabel(/^开始时间/).fill(`${hospitalToday()}T14:00`);
  await dialog.getByRole('textbox', { name: '地点' }).fill('行政楼三楼伦理委员会会议室');
  await dialog.getByRole('checkbox', { name: new RegExp(`^${acceptanceNumber} ${SUBMISSION_TITLE}`) }).check();
  await dialog.getByRole('button', { name: '保存' }).click();
  await dialog.waitFor({ state: 'detached' });
  await secretary.getByRole('region', { name: '待召开' }).getByRole('link', { name: MEETING_TITLE }).click();
  await secretary.waitForURL(/\/staff\/ethics-meetings\/\d+$/);
  await secretary.getByRole('button', { name: '开始会议' }).click();
  await secretary.getByRole('button', { name: '结束会议' }).waitFor();
  return new URL(secretary.url()).pathname;
}

/** A member opens the meeting on their device and checks in on time. */
async function checkIn(userName: string, phone: boolean, meetingPath: string): Promise<Page> {
  const page = await pageOf(userName, meetingPath, phone);
  const view = page.getByTestId('member-view');
  await view.getByRole('button', { name: '签到（准时）' }).click();
  await view.getByText('已签到：准时').waitFor();
  if (phone) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  return page;
}

/** The member votes 同意 on the open item and signs. */
async function vote(page: Page, userName: string): Promise<void> {
  const item = page.getByRole('region', { name: SUBMISSION_TITLE });
  await item.getByRole('button', { name: '投票', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `投票：${SUBMISSION_TITLE}` });
  await choose(page, dialog, '表决意见', '同意');
  await dialog.getByRole('button', { name: '下一步：签名' }).click();
  await sign(page, '签署投票', userName);
  await item.getByText('我的投票：已投票：同意').waitFor();
}

describe('a full-board review at a meeting', () => {
  it('takes an amendment from submission through signed votes to a signed, filed approval', async () => {
    const submissionId = await submitAmendment();
    const secretary = await pageOf('ethics', '/staff/ethics-board');
    const meetingPath = await acceptAndSchedule(secretary, submissionId);

    const members: Page[] = [];
    for (const { userName, phone } of MEMBERS) members.push(await checkIn(userName, phone, meetingPath));
    const quorum = secretary.getByRole('status', { name: '法定人数' });
    await expect.poll(() => quorum.textContent()).toContain('已达到法定人数（到会 5 人');

    const item = secretary.getByRole('region', { name: SUBMISSION_TITLE });
    await item.getByRole('button', { name: '开启投票' }).click();
    await item.getByRole('button', { name: '结束投票' }).waitFor();
    for (const [index, { userName }] of MEMBERS.entries()) await vote(members[index] as Page, userName);
    const progress = secretary.getByRole('status', { name: `投票 ${SUBMISSION_TITLE}` });
    await expect.poll(() => progress.textContent(), { timeout: 15_000 }).toContain('已投 5 / 5');
    await item.getByRole('button', { name: '结束投票' }).click();
    await item.getByText('结果：同意').waitFor();
    expect(await item.textContent()).toContain('同意 5');
    await secretary.getByRole('button', { name: '结束会议' }).click();
    await secretary.getByRole('button', { name: '结束会议' }).waitFor({ state: 'detached' });

    // Decided: the secretary drafts the approval letter on the board.
    await secretary.goto(`${suite.server.url}/staff/ethics-board/${submissionId}`);
    await secretary.getByText('已决定').first().waitFor();
    const letter = secretary.getByRole('region', { name: '审查决定函' });
    await letter.getByRole('button', { name: '起草决定函' }).click();
    const draft = secretary.getByRole('dialog', { name: '起草审查决定函' });
    await draft.getByRole('button', { name: '起草决定函' }).click();
    await draft.waitFor({ state: 'detached' });
    await letter.getByText('伦理审查批件 · 待签发').waitFor();

    // The chair signs it; it is numbered and filed into the binder.
    const chair = members[0] as Page;
    await chair.goto(`${suite.server.url}/staff/ethics-board/${submissionId}`);
    const chairLetter = chair.getByRole('region', { name: '审查决定函' });
    await chairLetter.getByRole('button', { name: '签发' }).click();
    await sign(chair, '签发审查决定函', 'ec.wangjianhua');
    const number = chairLetter.getByText(/^伦理批件号：EC-PJ-\d{4}-\d{4}$/);
    await number.waitFor();
    const approvalNumber = ((await number.textContent()) ?? '').replace('伦理批件号：', '');
    await chairLetter.getByText(/^已归档：项目文件夹 v\d+$/).waitFor();

    // The project's header carries the new approval number.
    const coordinator = await pageOf('coordinator', `/staff/projects/${PROJECT}/overview`);
    await coordinator.getByText(approvalNumber, { exact: true }).first().waitFor();

    // The letter's print page, signed, passes axe.
    await chair.goto(`${suite.server.url}/staff/ethics-board/${submissionId}/letter`);
    const printed = chair.getByTestId('print-page');
    await expect.poll(() => printed.textContent()).toContain(approvalNumber);
    expect(await printed.textContent()).toContain('主任委员签名');
    await chair.waitForLoadState('networkidle');
    const { violations } = await new AxeBuilder({ page: chair }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.length} (${v.nodes[0]?.target.join(' ')})`)).toEqual([]);
  });
});
