import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { type Locale, LocaleProvider, defineMessages } from '../lib/i18n';
import {
  confirmingMutationCache,
  resetSuccessNoticesForTests,
  successFrom,
  successText,
} from '../lib/mutation-success';
import { SuccessNotices } from './success-notices';

const messages = defineMessages({
  'zh-CN': { enrolled: '已建立受试者 {number}' },
  en: { enrolled: 'Subject {number} created' },
});

function SaveButton({ fails = false }: { fails?: boolean }) {
  const save = useMutation({
    meta: { success: 'saved' },
    mutationFn: async () => {
      if (fails) throw new Error('refused');
      return { id: 1 };
    },
  });
  return (
    <>
      <button onClick={() => save.mutate()}>save</button>
      {save.isError && <p>failed</p>}
    </>
  );
}

function EnrolButton() {
  const enrol = useMutation({
    meta: {
      success: successFrom((answer: { subjectNumber: string }) =>
        successText(messages, 'enrolled', { number: answer.subjectNumber }),
      ),
    },
    mutationFn: async () => ({ subjectNumber: 'S-007' }),
  });
  return <button onClick={() => enrol.mutate()}>enrol</button>;
}

function renderWith(children: React.ReactNode, locale: Locale = 'zh-CN') {
  resetSuccessNoticesForTests();
  const queryClient = new QueryClient({ mutationCache: confirmingMutationCache() });
  return render(
    <LocaleProvider initial={locale}>
      <QueryClientProvider client={queryClient}>
        {children}
        <SuccessNotices />
      </QueryClientProvider>
    </LocaleProvider>,
  );
}

afterEach(() => resetSuccessNoticesForTests());

describe('confirmation of a staff write', () => {
  it('confirms a save once, as a polite status, in Chinese', async () => {
    renderWith(<SaveButton />);
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('已保存');
    expect(notice.getAttribute('aria-live')).toBe('polite');
    expect(screen.getAllByTestId('success-message')).toHaveLength(1);
  });

  it('confirms in English when English is on screen', async () => {
    renderWith(<SaveButton />, 'en');
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    expect((await screen.findByRole('status')).textContent).toContain('Saved');
    expect(screen.queryByText('已保存')).toBeNull();
  });

  it('shows no confirmation when the write fails', async () => {
    renderWith(<SaveButton fails />);
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    await screen.findByText('failed');
    expect(screen.queryByTestId('success-message')).toBeNull();
  });

  it("words a specific confirmation from the write's answer", async () => {
    renderWith(<EnrolButton />, 'en');
    await userEvent.click(screen.getByRole('button', { name: 'enrol' }));
    expect((await screen.findByRole('status')).textContent).toContain('Subject S-007 created');
  });

  it('can be closed by the user', async () => {
    renderWith(<SaveButton />);
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    await userEvent.click(await screen.findByRole('button', { name: '关闭' }));
    expect(screen.queryByTestId('success-message')).toBeNull();
  });
});
