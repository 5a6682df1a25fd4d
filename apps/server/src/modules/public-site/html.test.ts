import { describe, expect, it } from 'vitest';
import { escapeHtml, html, jsonForScript, paragraphs, trustedHtml } from './html';

describe('html (escaped by construction)', () => {
  it('escapes every interpolation, in text and in attributes', () => {
    const name = '<script>alert("x")</script>\' onmouseover=`y` &amp;';
    const out = html`<p title="${name}">${name}</p>`.value;
    expect(out).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&#39; onmouseover=&#96;y&#96; &amp;amp;">' +
        '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&#39; onmouseover=&#96;y&#96; &amp;amp;</p>',
    );
  });

  it('keeps markup it wrote itself, joins arrays and prints nothing for null, undefined and false', () => {
    const items = ['a<b', 'c'].map((x) => html`<li>${x}</li>`);
    expect(html`<ul>${items}</ul>${null}${undefined}${false}${0}`.value).toBe(
      '<ul><li>a&lt;b</li><li>c</li></ul>0',
    );
    expect(html`${trustedHtml('<br>')}`.value).toBe('<br>');
  });

  it('cannot be fooled by an object that looks like safe markup', () => {
    const fake = { value: '<script>x</script>' } as unknown as string;
    expect(html`${fake}`.value).toBe('[object Object]');
  });

  it('drops control characters and replaces lone surrogates', () => {
    expect(escapeHtml('a\u0000b\u0007c\td\ne')).toBe('abc\td\ne');
    expect(escapeHtml('x\ud800y\udfffz')).toBe('x\ufffdy\ufffdz');
    expect(escapeHtml('émoji 🏠 ok')).toBe('émoji 🏠 ok');
  });

  it('keeps a person’s line breaks as paragraphs and <br>, text only', () => {
    expect(paragraphs('Un <b>beau</b>\r\nT3\n\n\nDeuxième').value).toBe(
      '<p>Un &lt;b&gt;beau&lt;/b&gt;<br>T3</p><p>Deuxième</p>',
    );
    expect(paragraphs(null).value).toBe('');
  });

  it('writes JSON that cannot close its script element', () => {
    const out = jsonForScript({ name: '</script><script>alert(1)</script><!--' }).value;
    expect(out).not.toContain('<');
    expect(JSON.parse(out)).toEqual({ name: '</script><script>alert(1)</script><!--' });
  });
});
