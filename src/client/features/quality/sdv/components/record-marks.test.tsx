/** SDV and query marks in a record's view (a con-med opened by id): the monitor's and the site's moves. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Query } from '../../../../../shared/api/quality/queries';
import { callsTo, demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

afterEach(() => vi.unstubAllGlobals());

const SUBJECT = '/api/bus/rsdv/sdv/subject/5/11';
const QUERIES = '/api/bus/rsdv/issue/list/5';
const stamp = { createdBy: 'monitor', createdAt: '2026-01-02T02:00:00Z', updatedAt: '2026-01-02T02:00:00Z' };
// The con-med as its page lists it.
const conMed = {
  id: 1,
  projectId: 5,
  subjectId: 11,
  subjectNumber: 'HK-001',
  initials: 'ZJG',
  drug: '酮康唑片',
  dose: '200 mg',
  route: 'oral',
  frequency: 'qd',
  startDate: '2026-01-02',
  endDate: null,
  indication: '真菌感染',
  ruleFlag: null,
  status: 'recorded',
  checkedBy: null,
  checkedAt: null,
  ...stamp,
  version: 3,
};
const query: Query = {
  id: 7,
  projectId: 5,
  subjectId: 11,
  subjectNumber: 'HK-001',
  initials: 'ZJG',
  recordKind: 'conMed',
  recordId: 1,
  field: 'startDate',
  question: '开始日期与处方不一致',
  status: 'open',
  answer: null,
  answeredBy: null,
  answeredAt: null,
  closedBy: null,
  closedAt: null,
  ...stamp,
  version: 1,
};
const ok = (data: unknown) => ({ body: { isOk: true, code: '200', data } });

function stub(buttons: string[], sdvState: 'none' | 'verified') {
  return stubStaffApi({
    who: demoWho({
      projects: [{ projectId: 5, projectName: 'HK-2103', pages: ['ConMeds', 'MonitoringQueries'], buttons }],
    }),
    answers: {
      '/api/trial/combine/list/5': () => ({ body: { isOk: true, code: '200', rows: [conMed], total: 1 } }),
      '/api/dict/batch': () => ok({}),
      [SUBJECT]: () =>
        ok({
          records: [
            {
              kind: 'conMed',
              id: 1,
              label: '酮康唑片',
              version: 3,
              sdvState,
              verifiedBy: null,
              verifiedAt: null,
              unsettledQueries: 1,
            },
          ],
          verified: sdvState === 'verified' ? 1 : 0,
          total: 1,
          percent: sdvState === 'verified' ? 100 : 0,
        }),
      [QUERIES]: () => ({ body: { isOk: true, code: '200', rows: [query], total: 1 } }),
      '/api/bus/rsdv/sdv/mark': () => ok({ recordVersion: 3 }),
      '/api/bus/rsdv/sdv/unmark': () => ok({ recordVersion: 3 }),
      '/api/bus/rsdv/issue/raise': () => ok({ id: 8, version: 1 }),
      '/api/bus/rsdv/issue/answer': () => ok({ id: 7, version: 2 }),
    },
  });
}

describe('record marks', () => {
  it('lets the monitor verify the version read and raise a query on a listed field', async () => {
    const calls = stub(['sdv:mark', 'query:manage'], 'none');
    renderApp('/staff/projects/5/con-meds?id=1');
    const dialog = await screen.findByRole('dialog', { name: /合并用药/ });
    const marks = await within(dialog).findByRole('region', { name: 'SDV与质疑' });
    expect(within(marks).getByText('未核查')).toBeInTheDocument();
    expect(within(marks).getByText('未解决质疑 1 条')).toBeInTheDocument();
    // The open query names its field by label, and the monitor may close it but not answer it.
    expect(await within(marks).findByText('开始日期')).toBeInTheDocument();
    expect(within(marks).getByRole('button', { name: '关闭质疑' })).toBeInTheDocument();
    expect(within(marks).queryByRole('button', { name: '回复' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(marks).getByRole('button', { name: '标记已SDV' }));
    await waitFor(() =>
      expect(callsTo(calls, '/api/bus/rsdv/sdv/mark')[0]?.json).toEqual({
        projectId: 5,
        kind: 'conMed',
        id: 1,
        version: 3,
      }),
    );
    await user.click(within(marks).getByRole('button', { name: '发起质疑' }));
    const raise = await screen.findByRole('dialog', { name: /发起质疑/ });
    await user.click(within(raise).getByRole('combobox', { name: /字段/ }));
    await user.click(await screen.findByRole('option', { name: '剂量' }));
    await user.type(within(raise).getByRole('textbox', { name: /质疑内容/ }), '请核实剂量');
    await user.click(within(raise).getByRole('button', { name: '发起质疑' }));
    await waitFor(() =>
      expect(callsTo(calls, '/api/bus/rsdv/issue/raise')[0]?.json).toEqual({
        projectId: 5,
        recordKind: 'conMed',
        recordId: 1,
        field: 'dose',
        question: '请核实剂量',
      }),
    );
  });

  it('lets the site answer from the record, without the monitor’s buttons', async () => {
    const calls = stub(['query:answer'], 'verified');
    renderApp('/staff/projects/5/con-meds?id=1');
    const marks = await screen.findByRole('region', { name: 'SDV与质疑' });
    expect(within(marks).getByText('已SDV')).toBeInTheDocument();
    expect(within(marks).queryByRole('button', { name: /SDV|发起质疑|关闭质疑/ })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(await within(marks).findByRole('button', { name: '回复' }));
    const answer = await screen.findByRole('dialog', { name: '回复质疑' });
    await user.type(within(answer).getByRole('textbox', { name: /回复/ }), '已按处方更正');
    await user.click(within(answer).getByRole('button', { name: /提交|保存|确定/ }));
    await waitFor(() =>
      expect(callsTo(calls, '/api/bus/rsdv/issue/answer')[0]?.json).toEqual({
        projectId: 5,
        id: 7,
        version: 1,
        answer: '已按处方更正',
      }),
    );
  });
});
