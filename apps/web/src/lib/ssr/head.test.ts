import { describe, expect, it } from 'vitest';
import { deepestHead, renderHeadTags, scriptSafeJson } from './head';

describe('renderHeadTags', () => {
  it('escapes every value and makes URLs absolute', () => {
    const html = renderHeadTags(
      {
        title: `Ram & Sons "Tent" <House>`,
        description: "Jaipur's <best> tents",
        canonicalPath: '/Vendors?q=tent&city=Jaipur',
        robots: 'noindex',
      },
      'https://mandap.example',
    );
    expect(html).toContain('<title>Ram &amp; Sons &quot;Tent&quot; &lt;House&gt;</title>');
    expect(html).toContain(
      '<meta name="description" content="Jaipur&#39;s &lt;best&gt; tents" data-head="">',
    );
    expect(html).toContain(
      '<link rel="canonical" href="https://mandap.example/Vendors?q=tent&amp;city=Jaipur" data-head="">',
    );
    expect(html).toContain('<meta name="robots" content="noindex" data-head="">');
    expect(html).toContain('<meta property="og:type" content="website" data-head="">');
    // No image: no og:image, and the small card.
    expect(html).not.toContain('og:image');
    expect(html).toContain('<meta name="twitter:card" content="summary" data-head="">');
    expect(html).not.toContain('ld+json');
  });

  it('keeps an absolute image URL as it is', () => {
    const html = renderHeadTags(
      {
        title: 't',
        description: 'd',
        canonicalPath: '/',
        ogImage: 'https://cdn.example/a.webp',
      },
      'https://mandap.example',
    );
    expect(html).toContain('<meta property="og:image" content="https://cdn.example/a.webp"');
    expect(html).toContain('content="summary_large_image"');
  });
});

describe('scriptSafeJson', () => {
  it('cannot close its script element, and parses back to the value', () => {
    const value = { name: '</script><script>alert(1)</script>', note: 'a\u2028b' };
    const json = scriptSafeJson(value);
    expect(json).not.toContain('<');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('deepestHead', () => {
  const head = (title: string) => ({
    head: (data: unknown) => ({
      title: `${title} ${String(data)}`,
      description: '',
      canonicalPath: '/',
    }),
  });

  it('takes the deepest route with a head, from its own data', () => {
    expect(
      deepestHead([
        { handle: head('root'), data: 'r' },
        { handle: undefined, data: undefined },
        { handle: head('page'), data: 'p' },
        { handle: { other: true }, data: 'x' },
      ])?.title,
    ).toBe('page p');
  });

  it('gives none when that route has no data (its loader failed)', () => {
    expect(
      deepestHead([
        { handle: head('root'), data: 'r' },
        { handle: head('page'), data: undefined },
      ]),
    ).toBeUndefined();
  });
});
