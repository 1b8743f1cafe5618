/**
 * The error report image of SPEC §8: a PNG drawn on a canvas with the time, the request URL
 * and the message, for the user to paste to the administrator. The same text rides in the
 * PNG as an iTXt chunk ('Description'), so nothing is lost to small print or a blurry photo.
 */
import { formatDateTime } from './dates';
import { addPngText } from './png-text';

export interface ErrorReportRow {
  label: string;
  value: string;
}

export interface ErrorReport {
  title: string;
  rows: ErrorReportRow[];
}

/** Layout in CSS pixels; drawn at twice that so the pasted copy stays sharp. */
const WIDTH = 480;
const SCALE = 2;
const PADDING = 20;
const LINE_HEIGHT = 22;
const LABEL_WIDTH = 84;
const FONT = '14px "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif';
const TITLE_FONT = `bold 18px "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif`;

export function reportRows(
  labels: { time: string; url: string; message: string; requestId: string },
  notice: { time: number; url: string; message: string; requestId?: string },
): ErrorReportRow[] {
  const rows = [
    { label: labels.time, value: formatDateTime(notice.time) },
    { label: labels.url, value: notice.url },
    { label: labels.message, value: notice.message },
  ];
  if (notice.requestId) rows.push({ label: labels.requestId, value: notice.requestId });
  return rows;
}

export function reportText(report: ErrorReport): string {
  return [report.title, ...report.rows.map((row) => `${row.label}: ${row.value}`)].join('\n');
}

/** Breaks text into lines that fit `width`, character by character (URLs have no spaces). */
function wrap(context: CanvasRenderingContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const char of text) {
    if (context.measureText(line + char).width > width && line !== '') {
      lines.push(line);
      line = char;
    } else {
      line += char;
    }
  }
  lines.push(line);
  return lines;
}

function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The canvas gave no image'))), 'image/png'),
  );
}

/** Draws the report; rejects where there is no 2D canvas (the caller then shows text only). */
export async function renderErrorReport(report: ErrorReport): Promise<Blob> {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.font = FONT;
  const valueWidth = WIDTH - PADDING * 2 - LABEL_WIDTH;
  const wrapped = report.rows.map((row) => ({ ...row, lines: wrap(context, row.value, valueWidth) }));
  const lineCount = wrapped.reduce((sum, row) => sum + row.lines.length, 0);
  const height = PADDING * 2 + 36 + lineCount * LINE_HEIGHT + wrapped.length * 6;
  canvas.width = WIDTH * SCALE;
  canvas.height = height * SCALE;
  // Resizing the canvas resets its state, so the scale and fonts are set afterwards.
  context.scale(SCALE, SCALE);

  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, WIDTH, height);
  context.fillStyle = '#c62828';
  context.fillRect(0, 0, 6, height);
  context.textBaseline = 'top';
  context.font = TITLE_FONT;
  context.fillText(report.title, PADDING, PADDING);
  context.font = FONT;
  let y = PADDING + 36;
  for (const row of wrapped) {
    context.fillStyle = '#555555';
    context.fillText(row.label, PADDING, y);
    context.fillStyle = '#111111';
    for (const line of row.lines) {
      context.fillText(line, PADDING + LABEL_WIDTH, y);
      y += LINE_HEIGHT;
    }
    y += 6;
  }
  const png = new Uint8Array(await (await canvasToPng(canvas)).arrayBuffer());
  return new Blob([addPngText(png, 'Description', reportText(report))], { type: 'image/png' });
}

/** Copies the image to the clipboard, or downloads it where the clipboard cannot take images. */
export async function copyOrDownloadImage(image: Blob, fileName: string): Promise<'copied' | 'downloaded'> {
  try {
    if (navigator.clipboard?.write && typeof ClipboardItem !== 'undefined') {
      await navigator.clipboard.write([new ClipboardItem({ [image.type]: image })]);
      return 'copied';
    }
  } catch {
    // Denied or unsupported (plain HTTP, older browsers): fall back to a download.
  }
  const url = URL.createObjectURL(image);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return 'downloaded';
}
