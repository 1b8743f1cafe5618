import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, requestUrl, setUpHttpTest, stubFetch } from '../lib/http-test-support';
import { LocaleProvider } from '../lib/i18n';
import { ImageUploadField } from './image-upload-field';

const stored = {
  id: '3f9a1c0e7b2d4a6f8e1c3b5d7f9a0c2e',
  url: `/files/${'a'.repeat(64)}.png`,
  hash: 'a'.repeat(64),
  name: 'logo.png',
  mimeType: 'image/png',
  size: 4,
  width: 1,
  height: 1,
};

function Field({ maxBytes }: { maxBytes?: number }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <LocaleProvider initial="zh-CN">
      <ImageUploadField label="首页标志" value={value} onChange={setValue} maxBytes={maxBytes} name="indexLogo" />
    </LocaleProvider>
  );
}

function choose(name: string, bytes = 4) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [new File([new Uint8Array(bytes)], name)] } });
}

beforeEach(() => setUpHttpTest());
afterEach(() => vi.unstubAllGlobals());

describe('ImageUploadField', () => {
  it('refuses a file whose extension is not an image before sending anything', async () => {
    const fetch = stubFetch(() => answer({ body: { isOk: true, code: '200', data: stored } }));
    render(<Field />);
    choose('setup.exe');
    expect(await screen.findByRole('alert')).toHaveTextContent('只能上传图片');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a file over the limit before sending anything', async () => {
    const fetch = stubFetch(() => answer({ body: { isOk: true, code: '200', data: stored } }));
    render(<Field maxBytes={1024} />);
    choose('big.png', 2048);
    expect(await screen.findByRole('alert')).toHaveTextContent('图片不能超过 1 KB');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('uploads the raw bytes with the name and shows the stored image', async () => {
    const fetch = stubFetch(() => answer({ body: { isOk: true, code: '200', data: stored } }));
    render(<Field />);
    choose('logo.png');
    expect(await screen.findByAltText('首页标志预览')).toHaveAttribute('src', stored.url);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url && requestUrl(url)).toBe('/api/gbs/file/upload?name=logo.png');
    expect(init?.headers).toMatchObject({ 'content-type': 'application/octet-stream' });
    expect(init?.body).toBeInstanceOf(File);
  });

  it("shows the server's refusal under the field", async () => {
    stubFetch(() =>
      answer({
        status: 400,
        body: {
          isOk: false,
          code: '100',
          msg: '字段「file」：文件内容不是 .png 图片，与扩展名不符',
          field: 'file',
          data: { field: 'file' },
        },
      }),
    );
    render(<Field />);
    choose('photo.png');
    expect(await screen.findByText('文件内容不是 .png 图片，与扩展名不符', { selector: 'p' })).toBeInTheDocument();
  });
});
