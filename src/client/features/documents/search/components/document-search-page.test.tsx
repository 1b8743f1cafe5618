/** The document search on the real route: rows linked to their binder, the filters sent to the server. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

afterEach(() => vi.unstubAllGlobals());

const SEARCH = '/api/doc/document/search';
const ROW = {
  documentId: 3,
  projectId: 5,
  projectName: 'HK-1021 肺癌研究',
  folderId: 16,
  folderCode: '06.02',
  folderName: 'GCP 培训证书',
  folderNameEn: 'GCP certificates',
  title: 'GCP 培训证书（刘洋）',
  kind: 'gcpCertificate',
  versionId: 4,
  number: 1,
  status: 'effective',
  effectiveOn: '2023-01-26',
  expiresOn: '2026-01-25',
  uploaderName: 'coordinator',
  uploadedAt: '2026-01-05T02:00:00.000Z',
};

describe('document search', () => {
  it('shows each document with its project (linked to the binder), folder, version, status and expiry', async () => {
    stubStaffApi({
      who: demoWho({ system: { pages: ['DocumentSearch'], buttons: [] } }),
      answers: { [SEARCH]: { body: { isOk: true, code: '200', total: 1, rows: [ROW] } } },
    });
    renderApp('/staff/document-search');
    const table = await screen.findByRole('table', { name: '检索结果' }, { timeout: 20_000 });
    const link = await within(table).findByRole('link', { name: 'HK-1021 肺癌研究' });
    expect(link).toHaveAttribute('href', '/staff/projects/5/documents');
    const row = link.closest('tr')!;
    expect(row).toHaveTextContent('06.02 GCP 培训证书');
    expect(row).toHaveTextContent('GCP 培训证书（刘洋）');
    expect(row).toHaveTextContent('v1');
    expect(row).toHaveTextContent('生效');
    expect(row).toHaveTextContent('2026-01-25');
  });

  it('sends the filters typed in the form, and clears them', async () => {
    const calls = stubStaffApi({
      who: demoWho({ system: { pages: ['DocumentSearch'], buttons: [] } }),
      answers: { [SEARCH]: { body: { isOk: true, code: '200', total: 0, rows: [] } } },
    });
    const { router } = renderApp('/staff/document-search');
    const user = userEvent.setup();
    const form = await screen.findByRole('search', { name: '检索条件' }, { timeout: 20_000 });
    await user.type(within(form).getByLabelText('文件名'), 'GCP');
    await user.type(within(form).getByLabelText('目录（编号或名称）'), '06');
    await user.click(within(form).getByLabelText('有效期'));
    await user.click(await screen.findByRole('option', { name: '即将到期' }));
    await user.type(within(form).getByLabelText('天内到期'), '15');
    await user.type(within(form).getByLabelText('上传人'), '刘');
    await user.click(within(form).getByRole('button', { name: '检索' }));
    await waitFor(() => {
      const sent = callsTo(calls, SEARCH).at(-1)?.search;
      expect(Object.fromEntries(sent ?? [])).toMatchObject({
        title: 'GCP',
        folder: '06',
        expiry: 'dueSoon',
        withinDays: '15',
        uploader: '刘',
      });
    });
    expect(router.state.location.search).toMatchObject({ title: 'GCP', expiry: 'dueSoon', withinDays: 15 });
    await user.click(within(form).getByRole('button', { name: '清除条件' }));
    await waitFor(() => expect(callsTo(calls, SEARCH).at(-1)?.search.get('title')).toBeNull());
  });

  it("shows 'no permission' without the page", async () => {
    const calls = stubStaffApi({ who: demoWho({ system: { pages: ['AuditLog'], buttons: [] } }) });
    renderApp('/staff/document-search');
    await screen.findByRole('heading', { name: '无权限' }, { timeout: 20_000 });
    expect(callsTo(calls, SEARCH)).toEqual([]);
  });
});
