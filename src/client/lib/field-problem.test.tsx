/**
 * A refused input shows in the language on screen: the client asks the server for it
 * (Accept-Language) and a form reads the refused field from the answer's `field`.
 */
import '@testing-library/jest-dom/vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { projectDetailEndpoint } from '../../shared/api/portal/portal';
import { FeedbackHost } from '../ui/feedback-host';
import { getFeedback, resetFeedbackForTests } from './feedback';
import { failureText, fieldProblemOf } from './field-problem';
import { type ApiCallError, callEndpoint, setSourceSigner } from './http';
import { answer, stubFetch } from './http-test-support';
import { LocaleProvider, useLocale } from './i18n';

/** What the server answers a refused phone number, in the language the request asked for. */
const REFUSAL = {
  'zh-CN': '字段「phone」：手机号已被其他用户使用',
  en: "Field 'phone': Another user already has this phone number",
};

/** The language switch, as the app bar offers it. */
function LanguageSwitch() {
  const { setLocale } = useLocale();
  return (
    <button type="button" onClick={() => setLocale('en')}>
      English
    </button>
  );
}

const languages: string[] = [];
beforeEach(() => {
  resetFeedbackForTests({ reload: vi.fn() });
  setSourceSigner(Promise.resolve(undefined));
  languages.length = 0;
  stubFetch((_url, init) => {
    const language = new Headers(init.headers).get('accept-language') ?? '';
    languages.push(language);
    const msg = language === 'en' ? REFUSAL.en : REFUSAL['zh-CN'];
    return answer({ status: 400, body: { isOk: false, code: '100', msg, field: 'phone' } });
  });
  render(
    <LocaleProvider initial="zh-CN">
      <LanguageSwitch />
      <FeedbackHost />
    </LocaleProvider>,
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function refused(): Promise<ApiCallError> {
  try {
    await callEndpoint(projectDetailEndpoint, { params: { id: 7 } });
  } catch (error) {
    return error as ApiCallError;
  }
  throw new Error('the call was not refused');
}

describe('a refused input in the language on screen', () => {
  it('asks in Chinese and shows the Chinese problem under the field, once', async () => {
    const error = await refused();
    expect(languages).toEqual(['zh-CN']);
    expect(error.field).toBe('phone');
    expect(fieldProblemOf(error)).toEqual({ field: 'phone', text: '手机号已被其他用户使用' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(getFeedback().infos).toEqual([]);
    expect(screen.queryByTestId('info-message')).not.toBeInTheDocument();
  });

  it('after switching to English, asks in English and shows the English text', async () => {
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    const underField = await refused();
    expect(fieldProblemOf(underField)).toEqual({ field: 'phone', text: 'Another user already has this phone number' });
    const forForm = await refused();
    expect(failureText(forForm, 'Save failed')).toBe(REFUSAL.en);
    expect(languages).toEqual(['en', 'en']);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(getFeedback().infos).toEqual([]);
  });

  it("a nested field belongs to its top-level form field; an answer without a field is the whole form's", async () => {
    stubFetch(() =>
      answer({
        status: 400,
        body: { isOk: false, code: '100', msg: '字段「assignments.0.roleId」为必填项', field: 'assignments.0.roleId' },
      }),
    );
    expect(fieldProblemOf(await refused())).toEqual({ field: 'assignments', text: '为必填项' });
    stubFetch(() =>
      answer({ status: 400, body: { isOk: false, code: '100', msg: "Field 'phone': looks like a field" } }),
    );
    const formWide = await refused();
    expect(fieldProblemOf(formWide)).toBeUndefined();
    expect(failureText(formWide, 'Save failed')).toBe("Field 'phone': looks like a field");
  });
});
