/** The finance desk on the real route: each project's figures, a link to its receivables, the order and the search sent. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

afterEach(() => vi.unstubAllGlobals());

const DESK = '/api/finance/summary/desk';

describe('finance desk', () => {
  it("shows each project's figures linked to its receivables, and sends the order and the search", async () => {
    const calls = stubStaffApi({
      who: demoWho({ system: { pages: ['FinanceDesk'], buttons: [] } }),
      answers: {
        [DESK]: {
          body: {
            isOk: true,
            code: '200',
            total: 1,
            rows: [
              {
                projectId: 5,
                projectName: 'HK-2103 肺癌研究',
                currency: 'CNY',
                earnedFen: 404_133,
                invoicedFen: 254_133,
                receivedFen: 200_000,
                outstandingFen: 54_133,
                uninvoicedFen: 150_000,
              },
            ],
          },
        },
      },
    });
    renderApp('/staff/finance-desk');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: '各项目经费' });
    const link = await within(table).findByRole('link', { name: 'HK-2103 肺癌研究' });
    expect(link).toHaveAttribute('href', '/staff/projects/5/finance-receivables');
    const row = link.closest('tr')!;
    expect(row).toHaveTextContent('4,041.33');
    expect(row).toHaveTextContent('2,541.33');
    expect(row).toHaveTextContent('2,000.00');
    expect(row).toHaveTextContent('541.33');
    expect(row).toHaveTextContent('1,500.00');
    await user.click(within(table).getByRole('button', { name: /未到账/ }));
    await waitFor(() => expect(callsTo(calls, DESK).at(-1)?.search.get('order')).toBe('asc'));
    await user.type(screen.getByRole('searchbox', { name: '搜索项目' }), '肺癌{Enter}');
    await waitFor(() => expect(callsTo(calls, DESK).at(-1)?.search.get('keyword')).toBe('肺癌'));
  });
});
