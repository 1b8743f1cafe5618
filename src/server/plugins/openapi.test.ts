/**
 * The OpenAPI document as an integrator's tools see it: an outside linter's recommended
 * rules (Redocly, with the repository's redocly.yaml) find nothing, and a typed client
 * generated from it (openapi-typescript) compiles.
 */
import { getTotals, lintFromString, loadConfig } from '@redocly/openapi-core';
import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test-support';
import { OPENAPI_PATH } from './openapi';

let app: FastifyInstance;
let close: () => Promise<void>;
let document: string;
let workDir: string;

// Building the document of every endpoint takes seconds on a busy machine: a longer timeout.
beforeAll(async () => {
  // A per-client limit as in production, so the document is the one a deployment serves.
  ({ app, close } = await createTestApp({ demo: false, rateLimitMax: 1_200 }));
  document = (await app.inject({ url: OPENAPI_PATH })).body;
  workDir = await mkdtemp(join(tmpdir(), 'openapi-client-'));
}, 60_000);
afterAll(async () => {
  await close();
  await rm(workDir, { recursive: true, force: true });
});

describe('the OpenAPI document under the linter', () => {
  it('has no error and no warning under the recommended rules', async () => {
    const config = await loadConfig({ configPath: join(process.cwd(), 'redocly.yaml') });
    const problems = await lintFromString({ source: document, absoluteRef: join(workDir, 'openapi.json'), config });
    const described = problems.map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message}`);
    expect(described).toEqual([]);
    expect(getTotals(problems)).toMatchObject({ errors: 0, warnings: 0 });
  }, 60_000);

  it('gives every operation a unique operationId and a 4xx answer', () => {
    const paths = (
      JSON.parse(document) as { paths: Record<string, Record<string, { operationId?: string; responses: object }>> }
    ).paths;
    const operations = Object.values(paths).flatMap((methods) => Object.values(methods));
    const ids = operations.map((operation) => operation.operationId);
    expect(operations.length).toBe(app.declaredEndpoints.length);
    expect(new Set(ids).size).toBe(operations.length);
    expect(ids.filter((id) => !/^(get|post)[A-Z][A-Za-z0-9]*$/.test(id ?? ''))).toEqual([]);
    expect(operations.filter((operation) => !Object.keys(operation.responses).some((s) => s.startsWith('4')))).toEqual(
      [],
    );
  });
});

/** A caller's code against the generated types: answers, failures, inputs and an upload. */
const clientSource = `
import type { operations, paths } from './api';

type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

type ProjectPage = Json<paths['/api/portal/projects']['post']['responses']['200']>;
export const firstProjectName = (page: ProjectPage): string | undefined => page.rows[0]?.name;

type SaveAe = paths['/api/trial/gcpAeRecord/save']['post'];
export const stale: Json<SaveAe['responses']['400']> = { isOk: false, code: '100', msg: 'stale', data: { reason: 'stale_version' } };
export const signIn: Json<SaveAe['responses']['401']>['code'] = '401';
export const aeBody = (body: NonNullable<SaveAe['requestBody']>['content']['application/json']): number => body.projectId;

type Upload = operations['postGbsFileUpload'];
export const uploadQuery: Upload['parameters']['query'] = { name: 'logo.png' };
export const uploadBytes: NonNullable<Upload['requestBody']>['content']['application/octet-stream'] = 'bytes';
`;

/** One program for both files, so the large generated file is checked once: the messages per file. */
function diagnosticsOf(files: string[]): string[][] {
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts'],
    types: [],
  });
  const messages = (diagnostics: readonly ts.Diagnostic[]) =>
    diagnostics.map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
  return [
    messages([...program.getGlobalDiagnostics(), ...program.getOptionsDiagnostics()]),
    ...files.map((file) => messages(ts.getPreEmitDiagnostics(program, program.getSourceFile(file)))),
  ];
}

describe('a typed client generated from the document', () => {
  it('compiles, and refuses a wrong use', async () => {
    const types = astToString(await openapiTS(JSON.parse(document) as Parameters<typeof openapiTS>[0]));
    await writeFile(join(workDir, 'api.ts'), types);
    await writeFile(join(workDir, 'client.ts'), clientSource);
    // The same compiler on a mistake: the generated types really constrain the caller.
    await writeFile(
      join(workDir, 'wrong.ts'),
      `${clientSource}\nexport const wrong: typeof uploadQuery = { name: 1 };\n`,
    );
    const [global, api, client, wrong] = diagnosticsOf(
      ['api.ts', 'client.ts', 'wrong.ts'].map((f) => join(workDir, f)),
    );
    expect(global).toEqual([]);
    expect(api).toEqual([]);
    expect(client).toEqual([]);
    expect(wrong?.join('\n')).toMatch(/not assignable|missing/);
  }, 120_000);
});
