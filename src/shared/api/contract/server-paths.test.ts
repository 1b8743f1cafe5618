import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PUBLIC_FILES_PREFIX } from '../../domain/study/files';
import { AUTH_PREFIX } from '../access/auth';
import { MANIFEST_PATH } from '../portal/pwa';
import { SERVER_PATH_PREFIXES } from './server-paths';

/** Every endpoint declared in src/shared/api: the exports with a method and a path. */
async function declaredPaths(): Promise<string[]> {
  const files = readdirSync('src/shared/api', { recursive: true, encoding: 'utf8' }).filter(
    (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
  );
  const modules = await Promise.all(
    files.map((name) => import(`../${name.replace(/\.ts$/, '')}`) as Promise<Record<string, unknown>>),
  );
  return modules
    .flatMap((exports) => Object.values(exports))
    .filter((value): value is { method: string; path: string } => {
      const candidate = value as { method?: unknown; path?: unknown } | null;
      return (
        typeof candidate === 'object' &&
        candidate !== null &&
        typeof candidate.method === 'string' &&
        typeof candidate.path === 'string'
      );
    })
    .map((endpoint) => endpoint.path);
}

describe('SERVER_PATH_PREFIXES', () => {
  it('covers every declared endpoint, so the dev proxy reaches them all', async () => {
    const paths = await declaredPaths();
    expect(paths.length).toBeGreaterThan(100);
    const uncovered = paths.filter((path) => !SERVER_PATH_PREFIXES.some((prefix) => path.startsWith(prefix)));
    expect(uncovered).toEqual([]);
  });

  it('agrees with the constants it repeats', () => {
    expect(SERVER_PATH_PREFIXES).toEqual(['/api/', `${AUTH_PREFIX}/`, MANIFEST_PATH, PUBLIC_FILES_PREFIX]);
  });
});
