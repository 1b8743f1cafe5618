import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetConnectivityForTests } from './lib/connectivity';

afterEach(() => {
  cleanup();
  // Connectivity is app-wide state: one test's failed request must not leave the next offline.
  resetConnectivityForTests();
});
