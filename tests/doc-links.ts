/**
 * Checks the documentation's relative links, run by hand after editing it:
 *
 *   npx tsx tests/doc-links.ts
 *
 * Every relative link and image in README.md and docs/*.md must name an existing file,
 * and a `#fragment` must be a heading of the file it points into, as a code host makes
 * anchors of headings (lower case, punctuation dropped, spaces to hyphens, '-1', '-2' for
 * repeats). Prints each broken link with its file and line; exits 1 when there is one.
 * Links to other sites are not fetched.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The markdown files whose links are checked. */
function documentationFiles(): string[] {
  const docs = join(root, 'docs');
  const pages = existsSync(docs) ? readdirSync(docs).filter((name) => name.endsWith('.md')) : [];
  return [join(root, 'README.md'), ...pages.map((name) => join(docs, name))];
}

/**
 * The text with fenced code blocks and inline code spans blanked out (newlines kept, so a
 * position still maps to its line): links there are examples, not links.
 */
function prose(text: string): string {
  let fenced = false;
  const lines = text.split('\n').map((line) => {
    const fence = /^\s*(```|~~~)/.test(line);
    if (fence) fenced = !fenced;
    return fence || fenced ? '' : line;
  });
  return lines.join('\n').replace(/`[^`]*`/g, (code) => code.replace(/[^\n]/g, ' '));
}

/** The anchor a code host gives a heading's text. */
function slug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

const anchorCache = new Map<string, Set<string>>();

/** Every anchor of a markdown file's headings. */
function anchorsOf(file: string): Set<string> {
  const cached = anchorCache.get(file);
  if (cached) return cached;
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const base = slug(heading[1].replace(/`/g, ''));
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  anchorCache.set(file, anchors);
  return anchors;
}

/** Why a link from `file` is broken, or null when it resolves. */
function problemOf(file: string, target: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return null;
  const [path = '', fragment] = target.split('#', 2);
  const destination = path === '' ? file : resolve(dirname(file), decodeURIComponent(path));
  if (!existsSync(destination)) return 'no such file';
  if (fragment === undefined || fragment === '') return null;
  if (statSync(destination).isDirectory() || !destination.endsWith('.md')) return 'an anchor into a non-markdown file';
  return anchorsOf(destination).has(decodeURIComponent(fragment).toLowerCase()) ? null : 'no such heading';
}

let broken = 0;
let checked = 0;
for (const file of documentationFiles()) {
  const text = prose(readFileSync(file, 'utf8'));
  // A link's text may run over several lines; its target may not.
  for (const match of text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    const target = match[1] ?? '';
    checked += 1;
    const problem = problemOf(file, target);
    if (problem) {
      broken += 1;
      const line = text.slice(0, match.index).split('\n').length;
      process.stderr.write(`${relative(root, file)}:${line}: ${target}: ${problem}\n`);
    }
  }
}
process.stdout.write(`${checked} links checked, ${broken} broken\n`);
process.exitCode = broken > 0 ? 1 : 0;
