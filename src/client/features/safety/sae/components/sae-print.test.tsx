/** The SAE report's print on its real route: coded fields by their names, nothing invented where nothing is recorded. */
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SaePrint } from '../../../../../shared/api/safety/sae-print';
import { demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

const PRINT: SaePrint = {
  projectName: 'HK-2103 肺癌研究',
  projectNo: 'HK-2103',
  sponsorName: null,
  reportNo: 'SAE-2026-001',
  reportType: 'first',
  initialNo: null,
  status: 'submitted',
  subjectNumber: 'HK-003',
  subjectInitials: 'ZS',
  country: 'CN',
  sex: 'male',
  ageAtOnset: 64,
  aeTerm: '间质性肺病',
  onsetDate: '2026-01-04',
  endDate: null,
  grade: '3',
  outcome: 'recovering',
  learnedAt: '2026-01-05T01:00:00.000Z',
  seriousness: ['hospitalization'],
  description: '咳嗽气促加重',
  suspectDrug: '试验药 A',
  indication: '非小细胞肺癌',
  therapyStart: '2025-12-01',
  drugRelation: 'possible',
  drugAction: 'paused',
  treatment: '激素',
  conMeds: [
    {
      drug: '昂丹司琼片',
      dose: '8 mg',
      route: 'oral',
      frequency: 'prn',
      startDate: '2026-01-02',
      endDate: null,
      indication: '恶心',
    },
    {
      drug: '氨溴索',
      dose: '30 mg',
      route: '雾化',
      frequency: null,
      startDate: '2026-01-03',
      endDate: null,
      indication: '咳嗽',
    },
  ],
  submittedBy: 'investigator',
  submittedAt: '2026-01-05T03:00:00.000Z',
  signatures: [],
};

const ok = (data: unknown) => ({ body: { isOk: true, code: '200', data } });

describe('SAE print', () => {
  it('prints dictionary names, a free-text route as entered, and no invented dose', async () => {
    stubStaffApi({
      who: demoWho({
        projects: [{ projectId: 5, projectName: 'HK-2103 肺癌研究', pages: ['SafetySae'], buttons: [] }],
      }),
      answers: {
        '/api/trial/gcpSaeRecord/print/5/7': () => ok(PRINT),
        '/api/dict/batch': () =>
          ok({
            AELevel: [{ key: '3', value: '3级（重度）' }],
            AEResult: [{ key: 'recovering', value: '好转' }],
            AEDrugRel: [{ key: 'possible', value: '可能有关' }],
            drugAction: [{ key: 'paused', value: '暂停用药' }],
            ConMedRoute: [{ key: 'oral', value: '口服', valueEn: 'Oral' }],
            ConMedFrequency: [{ key: 'prn', value: '必要时', valueEn: 'As needed (PRN)' }],
          }),
      },
    });
    renderApp('/staff/projects/5/sae/7/print');
    const table = await screen.findByRole('table', {});
    const first = within(table).getByText('昂丹司琼片').closest('tr');
    expect(await within(table).findByText('口服')).toBeInTheDocument();
    expect(first).toHaveTextContent('必要时');
    expect(first).not.toHaveTextContent(/oral|prn/);
    expect(within(table).getByText('氨溴索').closest('tr')).toHaveTextContent('雾化');
    expect(screen.getByText('日剂量 / 给药途径').parentElement).toHaveTextContent('—（未记录）');
    expect(screen.queryByText('按方案')).not.toBeInTheDocument();
    expect(screen.getByText('与药物关系').parentElement).toHaveTextContent('可能有关');
  });
});
