/**
 * The import graph's rules (tests/import-graph.ts, which prints the offending imports):
 * src/server's floors point one way and make no circle, and areas reach each other only
 * through their index.ts. Here, beside the server suite, so the unit project runs it.
 */
import { describe, expect, it } from 'vitest';
import { areaOf, bypassesIndex, circlesOf, importGraphReport, serverFloor } from '../../tests/import-graph';

describe('import graph', () => {
  const report = importGraphReport();

  it('has no src/server import pointing back up the floors', () => {
    expect(report.upward).toEqual([]);
  });

  it('has no import circle in src/server, type-only imports included', () => {
    expect(report.circles).toEqual([]);
  });

  it("has no import from one area into another that bypasses the other area's index.ts", () => {
    expect(report.bypassingIndex).toEqual([]);
  });

  it('sees the rules it checks: floors, areas and circles', () => {
    expect(serverFloor('src/server/db/database.ts')).toBeLessThan(serverFloor('src/server/services/sessions.ts'));
    expect(serverFloor('src/server/services/sessions.ts')).toBeLessThan(
      serverFloor('src/server/plugins/rate-limit.ts'),
    );
    expect(serverFloor('src/server/plugins/rate-limit.ts')).toBeLessThan(
      serverFloor('src/server/modules/work/routes.ts'),
    );
    expect(serverFloor('src/server/modules/work/routes.ts')).toBeLessThan(
      serverFloor('src/server/db/seed/load-demo.ts'),
    );
    expect(serverFloor('src/server/db/seed/load-demo.ts')).toBeLessThan(serverFloor('src/server/app.ts'));
    expect(areaOf('src/client/routes/staff/(safety)/ae.tsx')).toEqual({
      folder: 'src/client/routes/staff/(safety)',
      name: 'safety',
    });
    expect(areaOf('src/shared/api/contract/endpoint.ts')).toBeUndefined();
    const from = 'src/client/features/safety/ae/queries.ts';
    expect(bypassesIndex({ from, to: 'src/shared/api/recruitment/subjects.ts' })).toBe(true);
    expect(bypassesIndex({ from, to: 'src/shared/api/recruitment/index.ts' })).toBe(false);
    expect(bypassesIndex({ from, to: 'src/shared/api/safety/ae.ts' })).toBe(false);
    expect(bypassesIndex({ from, to: 'src/shared/api/recruitment/subjects.ts', direct: true })).toBe(false);
    const circle = circlesOf([
      { from: 'a.ts', to: 'b.ts' },
      { from: 'b.ts', to: 'c.ts' },
      { from: 'c.ts', to: 'a.ts' },
      { from: 'c.ts', to: 'd.ts' },
    ]);
    expect(circle).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('reads the tree: it finds the imports of src', () => {
    expect(report.imports).toContainEqual({ from: 'src/server/app.ts', to: 'src/server/modules/work/routes.ts' });
  });
});
