import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Each test starts with an empty page (Testing Library cleans up by itself only with vitest's globals).
afterEach(cleanup);

// findBy* and waitFor wait up to this long: the forms fetch their zod schemas lazily, and this
// machine may be busy. A ceiling for waiting, not an assertion about speed.
configure({ asyncUtilTimeout: 5_000 });
