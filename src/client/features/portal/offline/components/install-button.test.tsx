import '@testing-library/jest-dom/vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../../../lib/i18n';
import { InstallButton } from './install-button';

function offerInstall(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

describe('InstallButton', () => {
  it('appears only while the browser offers an install, and shows its dialog once', async () => {
    render(
      <LocaleProvider initial="zh-CN">
        <InstallButton />
      </LocaleProvider>,
    );
    expect(screen.queryByRole('button', { name: '安装到主屏幕' })).toBeNull();
    const offer = offerInstall('accepted');
    // The browser's own mini-infobar is replaced by this button.
    expect(offer.defaultPrevented).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: '安装到主屏幕' }));
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: '安装到主屏幕' })).toBeNull();
  });

  it('hides once the app has been installed', () => {
    render(
      <LocaleProvider initial="zh-CN">
        <InstallButton />
      </LocaleProvider>,
    );
    offerInstall('dismissed');
    expect(screen.getByRole('button', { name: '安装到主屏幕' })).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('button', { name: '安装到主屏幕' })).toBeNull();
  });
});
