import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait up to 5 s (the library's 1 s is too short when the
// component tests share two cores with the integration and e2e runs).
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
