import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The first test of a file pays for the lazy page's import; on a busy two-core machine that alone can exceed
// testing-library's 1 s default, so a wait fails though the page would have appeared.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
