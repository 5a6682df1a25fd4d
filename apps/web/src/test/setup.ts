import '@testing-library/jest-dom/vitest';
import { speakFrenchInSchemas } from '@immopilote/contracts';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { matchMediaAt } from './viewport';

speakFrenchInSchemas();

// The first test of a file pays for the lazy page's import; on a busy two-core machine that alone can exceed
// testing-library's 1 s default, so a wait fails though the page would have appeared.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no `matchMedia`: screens are tested on a desktop unless a test calls `viewport(width)`.
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    value: matchMediaAt(1280),
    writable: true,
    configurable: true,
  });
}

afterEach(() => cleanup());
