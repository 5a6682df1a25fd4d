import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('turns every character that could open a tag, an entity or an attribute into its entity', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Léa</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Léa&lt;/a&gt;',
    );
    expect(escapeHtml('Agence Łódź')).toBe('Agence Łódź');
  });
});
