import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { imageSize } from './image-size';
import { detectImageKind } from './signatures';
import { svgProblem } from './svg-safety';

const bytes = (...values: (number | string)[]) =>
  Buffer.concat(values.map((v) => (typeof v === 'string' ? Buffer.from(v, 'latin1') : Buffer.from([v]))));
const png = readFileSync('public/icons/icon-192.png');

describe('detectImageKind', () => {
  it('recognises each accepted image kind by its first bytes', async () => {
    expect(await detectImageKind(png)).toBe('png');
    expect(await detectImageKind(bytes(0xff, 0xd8, 0xff, 0xe0, 'JFIF'))).toBe('jpeg');
    expect(await detectImageKind(bytes('GIF89a', 1, 0, 1, 0))).toBe('gif');
    expect(await detectImageKind(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))).toBe('webp');
    expect(await detectImageKind(bytes('8BPS', 0, 1, 0, 0))).toBe('psd');
    // A TIFF header and its first image directory (empty here), little- and big-endian.
    expect(await detectImageKind(bytes('II*', 0, 8, 0, 0, 0, 0, 0))).toBe('tiff');
    expect(await detectImageKind(bytes('MM', 0, '*', 0, 0, 0, 8, 0, 0))).toBe('tiff');
    const bmp = Buffer.alloc(54);
    bmp.write('BM', 0, 'latin1');
    bmp.writeUInt32LE(40, 14);
    expect(await detectImageKind(bmp)).toBe('bmp');
    expect(
      await detectImageKind(
        Buffer.from('<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg"/>'),
      ),
    ).toBe('svg');
  });

  it('recognises none of an executable, a PDF, a ZIP, text or a bare "BM"', async () => {
    expect(await detectImageKind(bytes('MZ', 0x90, 0, 3, 0, 0, 0, 4, 0))).toBeUndefined();
    expect(await detectImageKind(bytes(0x7f, 'ELF', 2, 1, 1))).toBeUndefined();
    expect(await detectImageKind(bytes('%PDF-1.7\n'))).toBeUndefined();
    expect(await detectImageKind(bytes('PK', 3, 4, 20, 0))).toBeUndefined();
    expect(await detectImageKind(bytes('hello <svg> world'))).toBeUndefined();
    expect(await detectImageKind(bytes('BM hello, this is plain text that starts with BM'))).toBeUndefined();
    expect(await detectImageKind(bytes(0x89, 'PN'))).toBeUndefined();
  });
});

describe('svgProblem', () => {
  const svg = (body: string, head = '') =>
    Buffer.from(
      `${head}<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">${body}</svg>`,
    );

  it('passes a plain drawing with gradients and internal references', () => {
    expect(
      svgProblem(
        svg(
          '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs><rect fill="url(#g)" width="10" height="10"/><use xlink:href="#g"/><style>.a{fill:red}</style><text>Turn on the light</text>',
        ),
      ),
    ).toBeNull();
  });

  it.each([
    ['script', '<script>alert(1)</script>'],
    ['script', '<svg:script href="#x"/>'],
    ['event-handler', '<rect onload="alert(1)"/>'],
    ['event-handler', '<rect\nONCLICK = "alert(1)"/>'],
    ['javascript-url', '<a href="javascript:alert(1)"><rect/></a>'],
    ['javascript-url', '<a xlink:href="&#106;avascript&colon;alert(1)"><rect/></a>'],
    ['javascript-url', '<a href=" java\tscript:alert(1)"><rect/></a>'],
    ['javascript-url', '<set attributeName="href" to="x"/>'],
    ['external-reference', '<image href="data:image/svg+xml;base64,PHN2Zz4="/>'],
    ['external-reference', '<image xlink:href="https://evil.example/x.png"/>'],
    ['external-reference', '<use href="other.svg#a"/>'],
    ['external-reference', '<rect style="fill:url(https://evil.example/a)"/>'],
    ['external-reference', '<style>@import "https://evil.example/a.css";</style>'],
    ['foreign-object', '<foreignObject><div>hi</div></foreignObject>'],
    ['foreign-object', '<iframe src="#"/>'],
  ])('refuses %s: %s', (problem, body) => {
    expect(svgProblem(svg(body))).toBe(problem);
  });

  it('refuses DOCTYPE and ENTITY declarations and stylesheet instructions', () => {
    expect(svgProblem(svg('<text>&x;</text>', '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>'))).toBe(
      'doctype',
    );
    expect(svgProblem(svg('', '<?xml-stylesheet href="https://evil.example/a.css"?>'))).toBe('processing-instruction');
  });
});

describe('imageSize', () => {
  it('reads the pixel size from a PNG header', () => {
    expect(imageSize('png', png)).toEqual({ width: 192, height: 192 });
    expect(imageSize('gif', bytes('GIF89a', 32, 0, 16, 0))).toEqual({ width: 32, height: 16 });
    expect(imageSize('svg', Buffer.from('<svg/>'))).toBeUndefined();
  });
});
