/**
 * A signed record rendered as a small PDF for the binder: a heading, the record's fields as
 * 'label: value' lines and the signature manifest (signer, meaning, time, content hash), in
 * the standard Chinese font every PDF reader provides (Adobe-GB1 STSong-Light with the
 * UniGB-UCS2-H encoding, not embedded), wrapped to the page and paged. Characters outside the
 * Basic Multilingual Plane print as '?'.
 */

/** A line of the rendering: a label and its value, or a heading of a section. */
export type RecordLine = { label: string; value: string } | { section: string };

export interface RecordRendering {
  heading: string;
  lines: RecordLine[];
}

const PAGE = { width: 595, height: 842, margin: 56 } as const;
const FONT_SIZE = 10.5;
const LEADING = 16;
const HEADING_SIZE = 15;
/** Full-width characters per line; an ASCII character is half of one. */
const EMS_PER_LINE = Math.floor((PAGE.width - 2 * PAGE.margin) / FONT_SIZE);
const LINES_PER_PAGE = Math.floor((PAGE.height - 2 * PAGE.margin - 2 * LEADING) / LEADING);

const emsOf = (char: string) => (char.charCodeAt(0) < 0x80 ? 0.5 : 1);

/** The text cut into lines no wider than the page (at any character: Chinese has no spaces to break at). */
export function wrap(text: string, ems = EMS_PER_LINE): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    let width = 0;
    for (const char of paragraph) {
      const w = emsOf(char);
      if (width + w > ems) {
        lines.push(line);
        line = '';
        width = 0;
      }
      line += char;
      width += w;
    }
    lines.push(line);
  }
  return lines;
}

/** UCS-2 big-endian hex, as UniGB-UCS2-H reads a string. */
function hexOf(text: string): string {
  let hex = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0x3f;
    const printable = code >= 0x20 && code <= 0xffff && !(code >= 0xd800 && code <= 0xdfff) ? code : 0x3f;
    hex += printable.toString(16).padStart(4, '0');
  }
  return `<${hex}>`;
}

function pageStream(lines: { text: string; size: number }[]): string {
  return lines
    .map(
      ({ text, size }, index) =>
        `BT /F1 ${size} Tf ${PAGE.margin} ${PAGE.height - PAGE.margin - index * LEADING} Td ${hexOf(text)} Tj ET`,
    )
    .join('\n');
}

export function renderRecordPdf({ heading, lines }: RecordRendering): Buffer {
  const printed: { text: string; size: number }[] = [
    { text: heading, size: HEADING_SIZE },
    { text: '', size: FONT_SIZE },
  ];
  for (const line of lines) {
    if ('section' in line) printed.push({ text: '', size: FONT_SIZE }, { text: line.section, size: FONT_SIZE + 1 });
    else for (const text of wrap(`${line.label}：${line.value}`)) printed.push({ text, size: FONT_SIZE });
  }
  const pages: (typeof printed)[] = [];
  for (let i = 0; i < printed.length; i += LINES_PER_PAGE) pages.push(printed.slice(i, i + LINES_PER_PAGE));

  // 1 catalog, 2 pages, 3 font, 4 CID font, 5 descriptor, then a page and its content per page.
  const pageIds = pages.map((_, index) => 6 + index * 2);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [4 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor 5 0 R /DW 1000 /W [1 95 500] >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  ];
  for (const [index, page] of pages.entries()) {
    const stream = pageStream(page);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Contents ${7 + index * 2} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`,
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    );
  }
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
