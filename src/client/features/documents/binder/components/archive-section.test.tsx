/** The binder's archive section on the real route: archiving a closed project's binder (signed), the archived banner, exporting, cancelling. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BinderArchive } from '../../../../../shared/api/documents/archive';
import { callsTo, demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

// The test server's key is not real: the password's ciphertext names its plaintext.
vi.mock(import('../../../../lib/crypto'), async (importOriginal) => ({
  ...(await importOriginal()),
  createEncryptor: vi.fn(async () => ({ encrypt: (text: string) => `enc[${text}]` })),
}));

afterEach(() => vi.unstubAllGlobals());

const PAGE = '/staff/projects/5/documents';
const ARCHIVES = '/api/doc/archive/list/5';
const CREATE = '/api/doc/archive/create';
const CANCEL = '/api/doc/archive/cancel';
const EXPORT = '/api/doc/archive/export/5/3';
const HASH = 'ab12'.repeat(16);

const ok = (data: unknown) => ({ body: { isOk: true, code: '200', data } });

const archived: BinderArchive = {
  id: 3,
  archiveType: 'terminated',
  status: 'archived',
  note: null,
  indexHash: HASH,
  folderCount: 16,
  documentCount: 3,
  fileCount: 4,
  totalBytes: 4096,
  archivedByName: 'investigator',
  archivedAt: '2026-01-05T02:00:00.000Z',
  cancelledByName: null,
  cancelledAt: null,
  cancelReason: null,
  signatures: [
    {
      id: 9,
      revision: 1,
      signerUserName: 'investigator',
      signerName: 'Chen Lixin',
      meaning: 'binder-archives',
      meaningText: '…',
      signedAt: '2026-01-05T02:00:00.000Z',
      contentHash: 'c'.repeat(64),
      state: 'valid',
    },
  ],
  version: 1,
};

function stub(buttons: string[], state: { closed: boolean; archives: BinderArchive[] }) {
  return stubStaffApi({
    who: demoWho({ projects: [{ projectId: 5, projectName: 'HK-1021 肺癌研究', pages: ['DocumentBinder'], buttons }] }),
    answers: {
      '/api/doc/folder/tree/5': ok([]),
      [ARCHIVES]: ok({
        projectStatus: state.closed ? 'terminated' : 'ongoing',
        closed: state.closed,
        archived: state.archives[0]?.status === 'archived',
        archives: state.archives,
      }),
      '/api/gbc/signature/challenge': ok({ challenge: 'c1', expiresAt: '2026-01-05T02:10:00Z' }),
      [CREATE]: ok({ id: 4, indexHash: HASH, fileCount: 4 }),
      [CANCEL]: ok({ id: 3, version: 2 }),
      [EXPORT]: () => ({ body: 'PK' }),
    },
  });
}

describe('binder archive section', () => {
  it("archives a closed project's binder with its type, signed", async () => {
    const calls = stub(['document:archive'], { closed: true, archives: [] });
    renderApp(PAGE);
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: '研究文件夹归档' });
    expect(section).toHaveTextContent('项目已结束，研究文件夹尚未归档');
    await user.click(within(section).getByRole('combobox', { name: '归档类型' }));
    await user.click(await screen.findByRole('option', { name: '终止归档' }));
    await user.click(within(section).getByRole('button', { name: '归档研究文件夹' }));
    const dialog = await screen.findByRole('dialog', { name: '签名归档研究文件夹' });
    expect(dialog).toHaveTextContent('归档后研究文件夹只读');
    await user.type(within(dialog).getByLabelText(/登录密码/), 'secret-pass');
    await user.click(within(dialog).getByRole('button', { name: /签名/ }));
    await waitFor(() => expect(callsTo(calls, CREATE)).toHaveLength(1));
    expect(callsTo(calls, CREATE)[0]?.json).toEqual({
      projectId: 5,
      archiveType: 'terminated',
      note: null,
      signature: { challenge: 'c1', password: 'enc[secret-pass]', meaning: 'binder-archives' },
    });
  });

  it('offers no archiving while the project is open or without the permission', async () => {
    stub(['document:archive'], { closed: false, archives: [] });
    renderApp(PAGE);
    await screen.findByRole('region', { name: '研究文件夹归档' });
    expect(screen.queryByRole('button', { name: '归档研究文件夹' })).not.toBeInTheDocument();
  });

  it('shows the archived binder read-only with its index hash and signature, exports it, and cancels with a reason', async () => {
    const calls = stub(['document:upload', 'document:archiveCancel'], { closed: true, archives: [archived] });
    renderApp(PAGE);
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: '研究文件夹归档' });
    expect(await within(section).findByText('研究文件夹已归档（终止归档），只读')).toBeInTheDocument();
    expect(section).toHaveTextContent(`索引 SHA-256：${HASH}`);
    expect(section).toHaveTextContent('电子签名：Chen Lixin');
    expect(section).toHaveTextContent('16 个文件夹、3 份文件、4 个文件版本');
    // Read-only: no upload though the user may upload.
    expect(screen.queryByRole('button', { name: '上传文件' })).not.toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: '导出归档包（zip）' }));
    await waitFor(() => expect(callsTo(calls, EXPORT)).toHaveLength(1));

    await user.click(within(section).getByRole('button', { name: '撤销归档' }));
    const form = await screen.findByRole('dialog', { name: '撤销研究文件夹归档' });
    await user.click(within(form).getByRole('button', { name: '下一步：签名' }));
    expect(within(form).getByText('请填写撤销原因')).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: /撤销原因/ }), '缺少结题报告');
    await user.click(within(form).getByRole('button', { name: '下一步：签名' }));
    const sign = await screen.findByRole('dialog', { name: '签名撤销归档' });
    await user.type(within(sign).getByLabelText(/登录密码/), 'secret-pass');
    await user.click(within(sign).getByRole('button', { name: /签名/ }));
    await waitFor(() => expect(callsTo(calls, CANCEL)).toHaveLength(1));
    expect(callsTo(calls, CANCEL)[0]?.json).toEqual({
      projectId: 5,
      id: 3,
      version: 1,
      reason: '缺少结题报告',
      signature: { challenge: 'c1', password: 'enc[secret-pass]', meaning: 'binder-unarchives' },
    });
  });
});
