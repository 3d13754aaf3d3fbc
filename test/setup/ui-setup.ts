import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { toaster } from '../../src/ui/components/toaster';

// findBy*/waitFor wait up to 20 s (the library's 1 s is too short when the
// component tests share two cores with the integration and e2e runs: a page
// reached by a link is imported and transformed on first use). A limit only.
configure({ asyncUtilTimeout: 20_000 });

afterEach(() => {
  cleanup();
  // The toaster is one for the console: a test's toasts must not appear in the next one.
  toaster.remove();
});
