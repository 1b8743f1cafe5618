/** The preview page (FilePreviewWrapper) on the real route: the file in a frame or as an image under the viewer's watermark; Office files download. */
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocumentVersion } from '../../../../../shared/api/documents/binder';
import { demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

afterEach(() => vi.unstubAllGlobals());

const version = (id: number, fileName: string, mimeType: string): DocumentVersion => ({
  id,
  number: 2,
  status: 'effective',
  effectiveOn: '2025-11-20',
  expiresOn: null,
  fileName,
  fileSize: 2048,
  mimeType,
  checksum: 'a'.repeat(64),
  note: null,
  uploaderName: 'coordinator',
  uploadedAt: '2026-01-04T02:00:00.000Z',
  version: 1,
});

function stub() {
  return stubStaffApi({
    who: demoWho({ projects: [{ projectId: 5, projectName: 'HK-1021 肺癌研究', pages: ['DocumentBinder'] }] }),
    answers: {
      '/api/doc/document/versions/5/7': {
        body: {
          isOk: true,
          code: '200',
          data: [
            version(12, 'protocol-v2.0.pdf', 'application/pdf'),
            version(13, 'scan.png', 'image/png'),
            version(14, 'budget.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
          ],
        },
      },
    },
  });
}

const WHEN = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}/;

describe('preview page', () => {
  it("shows a PDF in a titled frame from the preview endpoint under the viewer's watermark", async () => {
    stub();
    renderApp('/staff/projects/5/documents/preview/7/12');
    const frame = await screen.findByTitle('预览：protocol-v2.0.pdf', {});
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', '/api/doc/document/preview/5/12');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('预览：protocol-v2.0.pdf v2');
    // The watermark repeats the viewer's name and the time over the frame, hidden from screen readers…
    const watermark = screen.getByTestId('watermark');
    expect(watermark).toHaveAttribute('aria-hidden', 'true');
    const marks = within(watermark).getAllByText(/张敏（zhangmin）/);
    expect(marks.length).toBeGreaterThan(10);
    expect(marks[0]?.textContent).toMatch(WHEN);
    // …which the page says once in words.
    expect(screen.getByText(/水印：张敏（zhangmin）/)).toHaveTextContent(WHEN);
    expect(screen.getByRole('link', { name: '返回研究文件夹' })).toHaveAttribute('href', '/staff/projects/5/documents');
  });

  it('shows an image as an image with its alternative text', async () => {
    stub();
    renderApp('/staff/projects/5/documents/preview/7/13');
    const image = await screen.findByRole('img', { name: '预览：scan.png' });
    expect(image).toHaveAttribute('src', '/api/doc/document/preview/5/13');
    expect(screen.getByTestId('watermark')).toHaveTextContent('张敏（zhangmin）');
  });

  it('offers the download of an Office file instead of a preview', async () => {
    stub();
    renderApp('/staff/projects/5/documents/preview/7/14');
    expect(await screen.findByText(/此类文件（budget.xlsx）不能在浏览器中预览/, {})).toBeInTheDocument();
    expect(screen.queryByTestId('watermark')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下载' })).toBeInTheDocument();
  });

  it('is opened from the version history of a PDF', async () => {
    stubStaffApi({
      who: demoWho({ projects: [{ projectId: 5, projectName: 'HK-1021 肺癌研究', pages: ['DocumentBinder'] }] }),
      answers: {
        '/api/doc/folder/tree/5': {
          body: {
            isOk: true,
            code: '200',
            data: [
              {
                id: 1,
                parentId: null,
                code: '01',
                name: '方案及修正案',
                nameEn: null,
                sort: 1,
                allowedKinds: ['pdf'],
                fromTemplate: true,
                documentCount: 1,
                expiredCount: 0,
                dueCount: 0,
              },
            ],
          },
        },
        '/api/doc/document/list/5': {
          body: {
            isOk: true,
            code: '200',
            rows: [
              {
                id: 7,
                folderId: 1,
                title: '临床试验方案',
                kind: 'protocol',
                ownerName: 'coordinator',
                versionCount: 1,
                current: version(12, 'protocol-v2.0.pdf', 'application/pdf'),
                expiry: null,
                version: 1,
              },
            ],
            total: 1,
          },
        },
        '/api/doc/document/versions/5/7': {
          body: { isOk: true, code: '200', data: [version(12, 'protocol-v2.0.pdf', 'application/pdf')] },
        },
        '/api/doc/document/approvals/5/7': { body: { isOk: true, code: '200', data: [] } },
      },
    });
    const { router } = renderApp('/staff/projects/5/documents');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '临床试验方案' }));
    const dialog = await screen.findByRole('dialog', { name: '版本历史：临床试验方案' });
    await user.click(await within(dialog).findByRole('link', { name: '预览 v2' }));
    expect(router.state.location.pathname).toBe('/staff/projects/5/documents/preview/7/12');
    expect(await screen.findByTitle('预览：protocol-v2.0.pdf')).toBeInTheDocument();
  });
});
