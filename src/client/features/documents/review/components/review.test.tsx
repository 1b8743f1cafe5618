/** A version's review in the binder (submit, the approval's steps, the manifest link) and the manifest page. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BinderDocument, DocumentVersion } from '../../../../../shared/api/documents/binder';
import type { ManifestSignature, SignedVersion, VersionApproval } from '../../../../../shared/api/documents/review';
import { callsTo, demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

afterEach(() => vi.unstubAllGlobals());

const SUBMIT = '/api/doc/document/version/submit';

const version = (id: number, number: number, status: DocumentVersion['status']): DocumentVersion => ({
  id,
  number,
  status,
  effectiveOn: number === 1 ? '2025-05-10' : null,
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
  versionCount: 3,
  current: version(11, 1, 'effective'),
  expiry: null,
  version: 3,
};

const running: VersionApproval = {
  versionId: 12,
  instanceId: 40,
  status: 'running',
  startedBy: 'coordinator',
  startedAt: '2026-01-04T03:00:00.000Z',
  endedAt: null,
  steps: [
    {
      stepSort: 1,
      stepName: '主要研究者批准',
      status: 'pending',
      decidedBy: null,
      decidedFor: null,
      decidedAt: null,
      comment: null,
    },
  ],
};

function stubBinder(buttons: string[], pages = ['DocumentBinder', 'DocumentSignatures']) {
  return stubStaffApi({
    who: demoWho({ projects: [{ projectId: 5, projectName: 'HK-1021 肺癌研究', pages, buttons }] }),
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
            },
          ],
        },
      },
      '/api/doc/document/list/5': { body: { isOk: true, code: '200', rows: [protocol], total: 1 } },
      '/api/doc/document/versions/5/7': {
        body: {
          isOk: true,
          code: '200',
          data: [version(13, 3, 'draft'), version(12, 2, 'inReview'), version(11, 1, 'effective')],
        },
      },
      '/api/doc/document/approvals/5/7': { body: { isOk: true, code: '200', data: [running] } },
      [SUBMIT]: { body: { isOk: true, code: '200', data: { id: 13, version: 2 } } },
    },
  });
}

async function openVersions() {
  renderApp('/staff/projects/5/documents');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: '临床试验方案' }));
  const dialog = await screen.findByRole('dialog', { name: '版本历史：临床试验方案' });
  return { user, history: within(dialog).getByRole('table', { name: '版本历史' }) };
}

describe('review in the versions dialog', () => {
  it("submits a draft for review, shows the running review's step and links reviewed versions to their manifest", async () => {
    const calls = stubBinder(['document:upload']);
    const { user, history } = await openVersions();
    const v2 = (await within(history).findByText('v2')).closest('tr')!;
    expect(v2).toHaveTextContent('审核中');
    expect(await within(v2).findByText(/审核：主要研究者批准（待审批）/)).toBeInTheDocument();
    expect(within(v2).getByRole('link', { name: 'v2 的签名清单' })).toHaveAttribute(
      'href',
      '/staff/projects/5/document-signatures?id=12',
    );
    // Only a draft is submitted; a draft has no signatures to list.
    expect(within(v2).queryByRole('button', { name: /提交审核/ })).not.toBeInTheDocument();
    const v3 = within(history).getByText('v3').closest('tr')!;
    expect(within(v3).queryByRole('link', { name: /签名清单/ })).not.toBeInTheDocument();
    // No withdraw without document:withdraw.
    expect(within(history).queryByRole('button', { name: /撤回 v/ })).not.toBeInTheDocument();

    await user.click(within(v3).getByRole('button', { name: '提交审核 v3' }));
    await waitFor(() => expect(callsTo(calls, SUBMIT)).toHaveLength(1));
    expect(callsTo(calls, SUBMIT)[0]?.json).toEqual({ projectId: 5, id: 13, version: 1 });
  });

  it('offers no submit to a reader, and the withdraw of an effective version to a document:withdraw holder', async () => {
    stubBinder(['document:withdraw']);
    const { history } = await openVersions();
    const v1 = (await within(history).findByText('v1')).closest('tr')!;
    expect(within(v1).getByRole('button', { name: '撤回 v1' })).toBeInTheDocument();
    expect(within(history).queryByRole('button', { name: /提交审核/ })).not.toBeInTheDocument();
  });
});

const signed: SignedVersion = {
  id: 12,
  documentId: 7,
  title: '临床试验方案',
  kind: 'protocol',
  folderName: '方案及修正案',
  number: 2,
  status: 'effective',
  effectiveOn: '2026-01-05',
  fileName: 'protocol-v2.0.pdf',
  checksum: 'b'.repeat(64),
  signatureCount: 2,
};

const signature = (id: number, state: ManifestSignature['state'], source: ManifestSignature['source']) =>
  ({
    id,
    revision: 1,
    signerUserName: 'investigator',
    signerName: 'Chen Lixin',
    meaning: source === 'reject' ? 'reviewer-rejects' : 'reviewer-approves',
    meaningText: source === 'reject' ? '作为审核人，我驳回此内容' : '作为审核人，我批准此内容',
    signedAt: '2026-01-05T02:00:00.000Z',
    contentHash: String(id).repeat(64).slice(0, 64),
    state,
    source,
    stepName: '主要研究者批准',
    comment: source === 'reject' ? '请补充修订说明' : null,
  }) satisfies ManifestSignature;

describe('signature manifest page', () => {
  it("prints a version's signatures with the signer, time, meaning, step, digest and whether each still verifies", async () => {
    stubStaffApi({
      who: demoWho({
        projects: [{ projectId: 5, projectName: 'HK-1021 肺癌研究', pages: ['DocumentSignatures'], buttons: [] }],
      }),
      answers: {
        '/api/doc/signature/manifest/5/12': {
          body: {
            isOk: true,
            code: '200',
            data: {
              version: signed,
              signatures: [signature(1, 'valid', 'reject'), signature(2, 'content_changed', 'approve')],
            },
          },
        },
      },
    });
    renderApp('/staff/projects/5/document-signatures?id=12');
    expect(await screen.findByRole('heading', { name: '签名清单：临床试验方案 v2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '打印' })).toBeInTheDocument();
    expect(screen.getByText('b'.repeat(64))).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Chen Lixin（investigator）');
    expect(rows[0]).toHaveTextContent('驳回 · 作为审核人，我驳回此内容');
    expect(rows[0]).toHaveTextContent('主要研究者批准');
    expect(rows[0]).toHaveTextContent('请补充修订说明');
    expect(rows[0]).toHaveTextContent('1'.repeat(64));
    expect(rows[0]).toHaveTextContent('有效');
    expect(rows[1]).toHaveTextContent('内容已变更');
  });

  it('lists the signed versions, each linked to its manifest', async () => {
    stubStaffApi({
      who: demoWho({
        projects: [{ projectId: 5, projectName: 'HK-1021 肺癌研究', pages: ['DocumentSignatures'], buttons: [] }],
      }),
      answers: { '/api/doc/signature/list/5': { body: { isOk: true, code: '200', rows: [signed], total: 1 } } },
    });
    renderApp('/staff/projects/5/document-signatures');
    const link = await screen.findByRole('link', { name: '查看 临床试验方案 v2 的签名清单' });
    expect(link).toHaveAttribute('href', '/staff/projects/5/document-signatures?id=12');
    expect(link.closest('tr')).toHaveTextContent('方案及修正案');
  });
});
