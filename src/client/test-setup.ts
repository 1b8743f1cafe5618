import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetConnectivityForTests } from './lib/connectivity';

// findBy and waitFor poll until this deadline: the first render of a lazy route transforms its
// modules, which takes seconds on a busy two-core machine; a missing element still fails. Tests
// use this default rather than a shorter deadline of their own.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  // Connectivity is app-wide state: one test's failed request must not leave the next offline.
  resetConnectivityForTests();
});
