import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, VENDOR_SESSION } from '@/test/fake-api';
import { renderRoute } from '@/test/render-route';

// Issue 32: the switch keeps the person on the same page in the other language; a first visit
// whose browser prefers Hindi is offered the Hindi page, and nothing moves them by itself.

const clearCookie = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test resets the one cookie it reads.
  document.cookie = 'mandap_lang=; path=/; max-age=0';
};

describe('the language switch', () => {
  beforeEach(clearCookie);
  afterEach(() => {
    clearCookie();
    vi.restoreAllMocks();
  });

  it('links each page to its Hindi one, keeping the query, and remembers the choice', async () => {
    fakeApi();
    renderRoute('/terms-and-conditions?from=footer');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const link = within(nav).getByRole('link', { name: 'हिन्दी में पढ़ें' });
    expect(link).toHaveAttribute('href', '/hi/terms-and-conditions?from=footer');
    expect(link).toHaveAttribute('lang', 'hi');
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.setup().click(link);
    expect(document.cookie).toContain('mandap_lang=hi');
  });

  it('saves a signed-in account’s language before leaving', async () => {
    const api = fakeApi({
      'GET /api/session': () => json(200, VENDOR_SESSION),
      'PUT /api/account/language': () => new Response(null, { status: 204 }),
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderRoute('/terms-and-conditions');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    // The navbar knows the session once it is read.
    await screen.findByRole('link', { name: /Vendor Profile/ });
    await userEvent.setup().click(within(nav).getByRole('link', { name: 'हिन्दी में पढ़ें' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/hi/terms-and-conditions'));
    expect(api.requests).toContainEqual({
      method: 'PUT',
      path: '/api/account/language',
      body: { language: 'hi' },
    });
    vi.unstubAllGlobals();
  });

  it('offers Hindi to a browser that prefers it, once; declining remembers English', async () => {
    fakeApi();
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['hi-IN', 'hi', 'en']);
    renderRoute('/terms-and-conditions');
    const offer = await screen.findByRole('complementary', { name: 'हिन्दी में पढ़ें' });
    expect(within(offer).getByRole('link', { name: 'हिन्दी में पढ़ें' })).toHaveAttribute(
      'href',
      '/hi/terms-and-conditions',
    );
    await userEvent
      .setup()
      .click(within(offer).getByRole('button', { name: 'No thanks, stay in English' }));
    expect(screen.queryByRole('complementary', { name: 'हिन्दी में पढ़ें' })).toBeNull();
    expect(document.cookie).toContain('mandap_lang=en');
  });

  it('offers nothing to a browser that prefers English, or to one that chose before', async () => {
    fakeApi();
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-IN', 'hi']);
    const first = renderRoute('/terms-and-conditions');
    await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.queryByRole('complementary', { name: 'हिन्दी में पढ़ें' })).toBeNull();
    first.unmount();
    languages.mockReturnValue(['hi']);
    // biome-ignore lint/suspicious/noDocumentCookie: a visitor who chose English before.
    document.cookie = 'mandap_lang=en; path=/';
    renderRoute('/terms-and-conditions');
    await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.queryByRole('complementary', { name: 'हिन्दी में पढ़ें' })).toBeNull();
  });
});
