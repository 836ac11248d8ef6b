import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { richText } from './rich-text.tsx';

const html = (message: string) =>
  renderToStaticMarkup(
    richText(message, {
      orders: (words) => createElement('a', { href: '/my-account-orders' }, words),
      email: () => createElement('b', null, 'shop@example.ae'),
    }),
  );

describe('richText', () => {
  it('puts each tag’s part where the language puts it', () => {
    expect(html('Open <orders>My Orders</orders> to follow it.')).toBe(
      'Open <a href="/my-account-orders">My Orders</a> to follow it.',
    );
    expect(html('افتح <orders>طلباتي</orders> لمتابعته.')).toBe(
      'افتح <a href="/my-account-orders">طلباتي</a> لمتابعته.',
    );
    expect(html('E-mail <email/> or <orders>look</orders>.')).toBe(
      'E-mail <b>shop@example.ae</b> or <a href="/my-account-orders">look</a>.',
    );
  });

  it('leaves text without tags, and a tag it has no part for, as text (escaped)', () => {
    expect(html('No tags here.')).toBe('No tags here.');
    expect(html('A <b>bold</b> claim')).toBe('A &lt;b&gt;bold&lt;/b&gt; claim');
  });
});
