/** The binder on the real route: folders, a folder's documents, uploading, the version history. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BinderDocument, BinderFolder, DocumentVersion } from '../../../../../shared/api/documents/binder';
import { callsTo, demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

afterEach(() => vi.unstubAllGlobals());

const URL = '/staff/projects/5/documents';
const TREE = '/api/doc/folder/tree/5';
const LIST = '/api/doc/document/list/5';
const VERSIONS = '/api/doc/document/versions/5/7';
const UPLOAD = '/api/doc/document/upload/5';

const folder = (id: number, code: string, name: string, fields: Partial<BinderFolder> = {}): BinderFolder => ({
  id,
  parentId: null,
  code,
  name,
  nameEn: null,
  sort: id,
  allowedKinds: ['pdf', 'office'],
  fromTemplate: true,
  documentCount: 0,
  expiredCount: 0,
  dueCount: 0,
  ...fields,
});

const version = (id: number, number: number, status: DocumentVersion['status']): DocumentVersion => ({
  id,
  number,
  status,
  effectiveOn: number === 2 ? '2025-11-20' : '2025-05-10',
  expiresOn: null,
  fileName: `protocol-v${number}.0.pdf`,
  fileSize: 2048,
  mimeType: 'application/pdf',
  checksum: 'a'.repeat(64),
  note: null,
  uploaderName: 'coordinator',
  uploadedAt: '2026-01-04T02:00:00.000Z',
  version: 1,
});

const protocol: BinderDocument = {
  id: 7,
  folderId: 1,
  title: '临床试验方案',
  kind: 'protocol',
  ownerName: 'coordinator',
  versionCount: 2,
  current: version(12, 2, 'effective'),
  expiry: null,
  version: 2,
};

const gcp: BinderDocument = {
  id: 9,
  folderId: 3,
  title: 'GCP 培训证书（刘洋）',
  kind: 'gcpCertificate',
  ownerName: 'coordinator',
  versionCount: 1,
  current: { ...version(30, 1, 'effective'), expiresOn: '2025-12-26' },
  expiry: 'expired',
  version: 1,
};

function stub(buttons: string[]) {
  return stubStaffApi({
    who: demoWho({ projects: [{ projectId: 5, projectName: 'HK-1021 肺癌研究', pages: ['DocumentBinder'], buttons }] }),
    answers: {
      [TREE]: {
        body: {
          isOk: true,
          code: '200',
          data: [
            folder(1, '01', '方案及修正案', { documentCount: 1 }),
            folder(2, '06', '研究者资质', { allowedKinds: ['pdf', 'image'] }),
            folder(4, '06.01', '研究者简历', { parentId: 2, allowedKinds: ['pdf', 'image'] }),
            folder(3, '06.02', 'GCP 培训证书', {
              parentId: 2,
              allowedKinds: ['pdf', 'image'],
              documentCount: 1,
              expiredCount: 1,
            }),
          ],
        },
      },
      [LIST]: (call) => ({
        body: {
          isOk: true,
          code: '200',
          rows: (call.search.get('folderId') === '1'
            ? [protocol]
            : call.search.get('folderId') === '3'
              ? [gcp]
              : []
          ).filter((row) => !call.search.get('expiry') || row.expiry === call.search.get('expiry')),
          total: 0,
        },
      }),
      [VERSIONS]: {
        body: { isOk: true, code: '200', data: [version(12, 2, 'effective'), version(11, 1, 'superseded')] },
      },
      [UPLOAD]: { body: { isOk: true, code: '200', data: { documentId: 8, version: 1, versionId: 20, number: 1 } } },
    },
  });
}

describe('binder page', () => {
  it("lists the folders and the chosen folder's documents with their current version, status and dates", async () => {
    stub([]);
    renderApp(URL);
    const tree = await screen.findByRole('navigation', { name: '文件夹' });
    expect(await within(tree).findByText('06.02 GCP 培训证书')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '文件列表' });
    const row = (await within(table).findByRole('button', { name: '临床试验方案' })).closest('tr')!;
    expect(row).toHaveTextContent('v2 / 2');
    expect(row).toHaveTextContent('生效');
    expect(row).toHaveTextContent('2025-11-20');
    expect(row).toHaveTextContent('coordinator');
    // A reader has no upload button.
    expect(screen.queryByRole('button', { name: '上传文件' })).not.toBeInTheDocument();
    await userEvent.setup().click(within(tree).getByText('06.01 研究者简历'));
    expect(await within(table).findByText('此文件夹还没有文件')).toBeInTheDocument();
  });

  it('refuses a file type the folder does not take, then uploads an effective document with its date', async () => {
    const calls = stub(['document:upload']);
    renderApp(URL);
    // As if the file were dropped in: the input's accept list does not filter it.
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('button', { name: '上传文件' }));
    const dialog = await screen.findByRole('dialog', { name: '上传文件' });
    const input = within(dialog).getByLabelText('选择文件');
    await user.upload(input, new File(['x'], 'photo.png', { type: 'image/png' }));
    await user.type(within(dialog).getByRole('textbox', { name: /文件名称/ }), '方案修正案 2');
    await user.click(within(dialog).getByRole('radio', { name: /生效版本/ }));
    await user.click(within(dialog).getByRole('button', { name: '上传文件' }));
    expect(within(dialog).getByText(/接受：PDF/)).toBeInTheDocument();
    expect(within(dialog).getByText('生效版本须填写生效日期')).toBeInTheDocument();
    expect(callsTo(calls, UPLOAD)).toEqual([]);

    await user.upload(input, new File(['%PDF-1.4'], 'amendment-2.pdf', { type: 'application/pdf' }));
    await user.type(within(dialog).getByLabelText(/生效日期/), '2026-01-03');
    await user.click(within(dialog).getByRole('button', { name: '上传文件' }));
    await waitFor(() => expect(callsTo(calls, UPLOAD)).toHaveLength(1));
    const sent = Object.fromEntries(callsTo(calls, UPLOAD)[0]?.search ?? []);
    expect(sent).toEqual({
      folderId: '1',
      title: '方案修正案 2',
      kind: 'other',
      name: 'amendment-2.pdf',
      status: 'effective',
      effectiveOn: '2026-01-03',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '上传文件' })).not.toBeInTheDocument());
  });

  it('shows the version history with the superseded version still downloadable and no delete of an effective one', async () => {
    stub(['document:upload']);
    renderApp(URL);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '临床试验方案' }));
    const dialog = await screen.findByRole('dialog', { name: '版本历史：临床试验方案' });
    const history = within(dialog).getByRole('table', { name: '版本历史' });
    const v1 = (await within(history).findByText('v1')).closest('tr')!;
    expect(v1).toHaveTextContent('已替代');
    expect(within(v1).getByRole('button', { name: '下载 v1' })).toBeInTheDocument();
    expect(within(history).queryByRole('button', { name: /删除草稿/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '上传新版本' }));
    expect(await screen.findByRole('dialog', { name: '上传新版本 · 临床试验方案' })).toBeInTheDocument();
  });

  it('flags an expired document with a chip, counts it at the top and in its folder, and filters by expiry', async () => {
    const calls = stub([]);
    renderApp(URL);
    const summary = await screen.findByRole('status', { name: '文件到期情况' });
    expect(summary).toHaveTextContent('已过期文件 1');
    const tree = screen.getByRole('navigation', { name: '文件夹' });
    const user = userEvent.setup();
    await user.click(within(tree).getByText('06.02 GCP 培训证书'));
    expect(within(tree).getByText('1 · 已过期 1')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: '文件列表' });
    const row = (await within(table).findByRole('button', { name: 'GCP 培训证书（刘洋）' })).closest('tr')!;
    expect(row).toHaveTextContent('2025-12-26');
    expect(row).toHaveTextContent('已过期');

    const filter = screen.getByRole('group', { name: '按到期筛选' });
    await user.click(within(filter).getByRole('button', { name: '即将到期' }));
    expect(await within(table).findByText('此文件夹没有符合条件的文件')).toBeInTheDocument();
    expect(callsTo(calls, LIST).at(-1)?.search.get('expiry')).toBe('due');
    await user.click(within(filter).getByRole('button', { name: '已过期' }));
    expect(await within(table).findByRole('button', { name: 'GCP 培训证书（刘洋）' })).toBeInTheDocument();
  });

  it("opens a linked document's folder and version history (the inbox's link)", async () => {
    stub([]);
    renderApp(`${URL}?folderId=1&id=7`);
    expect(await screen.findByRole('dialog', { name: '版本历史：临床试验方案' })).toBeInTheDocument();
  });
});
