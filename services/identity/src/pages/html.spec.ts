import { escapeHtml, html, raw } from './html.js';

const tagged = (value: string) => {
  const tag = html;
  return tag`<p title="${value}">${value}</p>`;
};

describe('html tagged template', () => {
  it('escapes every interpolated value', () => {
    const value = `<img src=x onerror="alert('1')">&\``;
    expect(tagged(value).value).toBe(
      '<p title="&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt;&amp;&#96;">&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt;&amp;&#96;</p>',
    );
  });

  it('keeps nested fragments and trusted markup, renders arrays, and drops null, undefined and false', () => {
    // Called through an alias so the formatter leaves the markup of this test alone.
    const tag = html;
    const items = ['a<', 'b'];
    const rendered = tag`<ul>${items.map((item) => tag`<li>${item}</li>`)}</ul>${null}${undefined}${false}${raw('<br>')}`;
    expect(rendered.value).toBe('<ul><li>a&lt;</li><li>b</li></ul><br>');
    expect(tag`${0}`.value).toBe('0');
  });

  it('escapes the five HTML-special characters and the backtick', () => {
    expect(escapeHtml(`&<>"'\``)).toBe('&amp;&lt;&gt;&quot;&#39;&#96;');
  });
});
