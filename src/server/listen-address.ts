/**
 * Where the API server listens, read from the environment as the server reads it. It
 * imports nothing, so vite.config.ts can use it for the dev proxy's target.
 */

/** A non-negative whole number from the environment, or `fallback` when unset or empty. */
export function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a non-negative integer, got '${value}'`);
  return parsed;
}

/** PORT (default 8080) and HOST (default localhost). */
export function listenAddress(env: NodeJS.ProcessEnv = process.env): { port: number; host: string } {
  return { port: integer(env.PORT, 8080, 'PORT'), host: env.HOST ?? 'localhost' };
}
