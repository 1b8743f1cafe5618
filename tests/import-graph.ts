/**
 * The import graph's rules, measured:
 *
 *   npx tsx tests/import-graph.ts
 *
 * Prints, for src/server, the imports that point back up its floors (lib and db < services <
 * plugins < modules < seed < app, main, cli and tests) and the import circles (groups of
 * files that reach each other, type-only imports included); and, for all of src, the imports
 * from one area into another that bypass the other area's index.ts. Exits 1 when any is
 * found. src/server/import-graph.test.ts asserts all three are empty.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));

export interface Import {
  from: string;
  to: string;
  /** A comment above the import gives the reason it names a file instead of the area's index.ts. */
  direct?: boolean;
}

/**
 * Written in a comment above an import that must name another area's file rather than its
 * index.ts, followed by the reason (e.g. a lazy chunk the index would pull into the entry).
 */
export const DIRECT_MARK = 'direct import:';

export interface ImportGraphReport {
  /** Every import between files of src. */
  imports: Import[];
  /** src/server imports from a lower floor to a higher one. */
  upward: Import[];
  /** src/server groups of more than one file that import each other, in a circle. */
  circles: string[][];
  /** Imports into another area that name a file other than its index.ts. */
  bypassingIndex: Import[];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** A module specifier a file names, and whether a comment before its statement says why it goes direct. */
interface Specifier {
  text: string;
  direct: boolean;
}

/** The statement a node belongs to: its leading comments are the ones a reader sees above the import. */
function statementOf(node: ts.Node): ts.Node {
  let current = node;
  while (current.parent && !ts.isSourceFile(current.parent)) current = current.parent;
  return current;
}

/** Every module specifier a file names: static imports and re-exports (type-only too) and import(). */
function specifiers(file: string): Specifier[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: Specifier[] = [];
  const add = (literal: ts.StringLiteral): void => {
    const comments = ts.getLeadingCommentRanges(text, statementOf(literal).getFullStart()) ?? [];
    const direct = comments.some(({ pos, end }) => text.slice(pos, end).includes(DIRECT_MARK));
    found.push({ text: literal.text, direct });
  };
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      add(node.moduleSpecifier);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      add(node.arguments[0]);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const literal = node.argument.literal;
      if (ts.isStringLiteral(literal)) add(literal);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The file a relative specifier names, as the bundler resolves it; undefined for packages. */
function resolveRelative(from: string, specifier: string, known: Set<string>): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier.replace(/\?.*$/, ''));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((candidate) => known.has(candidate));
}

/** All imports between files of src, as paths relative to the project root. */
export function importsOf(srcDir = join(root, 'src')): Import[] {
  const files = sourceFiles(srcDir);
  const known = new Set(files);
  return files.flatMap((file) =>
    specifiers(file).flatMap(({ text, direct }) => {
      const target = resolveRelative(file, text, known);
      return target ? [{ from: relative(root, file), to: relative(root, target), ...(direct ? { direct } : {}) }] : [];
    }),
  );
}

const isTestSide = (path: string): boolean =>
  /\.test\.tsx?$|-kit\.tsx?$|-fixtures\.ts$|(^|\/)test-support\.ts$|-test-[^/]*\.ts$/.test(path);

/**
 * The floor of a src/server file, low to high; tests and their kits sit on top, since they
 * build the whole app.
 */
export function serverFloor(path: string): number {
  const inside = path.replace(/^src\/server\//, '');
  if (isTestSide(inside)) return 5;
  if (inside.startsWith('db/seed/') || inside.startsWith('seed/')) return 4;
  if (inside.startsWith('modules/')) return 3;
  if (inside.startsWith('plugins/')) return 2;
  if (inside.startsWith('services/')) return 1;
  if (inside.startsWith('db/') || inside.startsWith('lib/')) return 0;
  if (inside.startsWith('cli/') || inside === 'app.ts' || inside === 'main.ts') return 5;
  // The other top-level files (config, keys, listen address, schema samples) are leaves.
  return 0;
}

/** Strongly connected components of more than one file (Tarjan's algorithm). */
export function circlesOf(imports: Import[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of imports) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  let counter = 0;
  const connect = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        connect(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) circles.push(component.sort());
  };
  for (const node of next.keys()) if (!index.has(node)) connect(node);
  return circles;
}

const AREA_LAYERS = ['src/shared/api/', 'src/shared/domain/', 'src/server/modules/', 'src/client/features/'];

/** The area folder a file belongs to ('src/server/modules/safety') and the area's name, if any. */
export function areaOf(path: string): { folder: string; name: string } | undefined {
  for (const layer of AREA_LAYERS) {
    if (!path.startsWith(layer)) continue;
    const name = path.slice(layer.length).split('/')[0];
    // A file directly in the layer (the envelope, shared constants) and the contract folder are no area.
    if (!name || name.includes('.') || name === 'contract') return undefined;
    return { folder: `${layer}${name}`, name };
  }
  const group = /^src\/client\/routes\/staff\/\(([^)]+)\)\//.exec(path);
  return group?.[1] ? { folder: `src/client/routes/staff/(${group[1]})`, name: group[1] } : undefined;
}

/**
 * An import from inside one area into another that does not go through that area's index.ts.
 * Test kits are the exception: they are an area's face to other areas' tests, and an index
 * must not re-export them (production code would then reach test libraries).
 */
export function bypassesIndex({ from, to, direct }: Import): boolean {
  const source = areaOf(from);
  const target = areaOf(to);
  if (!source || !target || source.name === target.name || direct || isTestSide(to)) return false;
  return to !== `${target.folder}/index.ts`;
}

export function importGraphReport(srcDir = join(root, 'src')): ImportGraphReport {
  const imports = importsOf(srcDir);
  const server = imports.filter(({ from, to }) => from.startsWith('src/server/') && to.startsWith('src/server/'));
  return {
    imports,
    upward: server.filter(({ from, to }) => serverFloor(from) < serverFloor(to)),
    circles: circlesOf(server),
    bypassingIndex: imports.filter(bypassesIndex),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const report = importGraphReport();
  const list = (imports: Import[]): string => imports.map(({ from, to }) => `  ${from} -> ${to}\n`).join('');
  process.stdout.write(`src/server imports pointing back up: ${report.upward.length}\n${list(report.upward)}`);
  process.stdout.write(`src/server import circles: ${report.circles.length}\n`);
  for (const circle of report.circles) process.stdout.write(`  ${circle.length} files: ${circle.join(', ')}\n`);
  process.stdout.write(`cross-area imports bypassing index.ts: ${report.bypassingIndex.length}\n`);
  process.stdout.write(list(report.bypassingIndex));
  const clean = report.upward.length + report.circles.length + report.bypassingIndex.length === 0;
  process.exitCode = clean ? 0 : 1;
}
