import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { prerenderedPages } from '../src/app';

describe('prerenderedPages', () => {
  it('maps the prerendered files to their paths, index.html to /', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'immopilote-web-'));
    fs.mkdirSync(path.join(dist, 'prerendered'));
    for (const file of ['index.html', 'index.html.br', 'contact.html', 'contact.html.gz']) {
      fs.writeFileSync(path.join(dist, 'prerendered', file), '');
    }
    expect(Object.fromEntries(prerenderedPages(dist))).toEqual({
      '/': 'prerendered/index.html',
      '/contact': 'prerendered/contact.html',
    });
  });

  it('is empty for a build without prerendered pages (every path gets the shell)', () => {
    expect(prerenderedPages(fs.mkdtempSync(path.join(os.tmpdir(), 'immopilote-web-'))).size).toBe(0);
  });
});
