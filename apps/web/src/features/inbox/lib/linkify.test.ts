import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('keeps a message without addresses as one piece of text', () => {
    expect(linkify('Call me on 98765 43210 after 6.')).toEqual([
      { kind: 'text', text: 'Call me on 98765 43210 after 6.' },
    ]);
  });

  it('turns http and https addresses into links, leaving sentence punctuation outside', () => {
    expect(
      linkify('Menu: https://example.in/menu?veg=1. Photos (http://photos.example.in/a)'),
    ).toEqual([
      { kind: 'text', text: 'Menu: ' },
      {
        kind: 'link',
        text: 'https://example.in/menu?veg=1',
        href: 'https://example.in/menu?veg=1',
      },
      { kind: 'text', text: '. Photos (' },
      { kind: 'link', text: 'http://photos.example.in/a', href: 'http://photos.example.in/a' },
      { kind: 'text', text: ')' },
    ]);
  });

  it('never links other schemes or markup', () => {
    const body = 'javascript:alert(1) <a href="https://x.in">x</a> data:text/html,hi';
    const links = linkify(body).filter((part) => part.kind === 'link');
    expect(links).toEqual([{ kind: 'link', text: 'https://x.in', href: 'https://x.in/' }]);
    expect(
      linkify(body)
        .map((part) => part.text)
        .join(''),
    ).toBe(body);
  });
});
