import { SEARCH_MAX_QUERY_LENGTH, SEARCH_MESSAGES } from '@mandap/shared/marketplace';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useParams, useSearchParams } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  loadSearchSchema,
  readSearchParams,
  readSearchPlace,
} from '@/features/search/lib/search-params';
import { SearchForm } from './search-form';

/** The form on a page of its own; submitting lands on a /Vendors stand-in (readable or not). */
function renderForm(at = '/') {
  function Page() {
    const [params] = useSearchParams();
    const place = readSearchPlace(useParams()) ?? undefined;
    return (
      <SearchForm
        key={params.toString() + JSON.stringify(place)}
        query={readSearchParams(params, place).query}
      />
    );
  }
  const router = createMemoryRouter(
    [
      { path: '/', element: <SearchForm variant="hero" /> },
      { path: '/Vendors', Component: Page },
      { path: '/Vendors/in/:city/:category?', Component: Page },
    ],
    { initialEntries: [at] },
  );
  render(<RouterProvider router={router} />);
  const url = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { user: userEvent.setup(), url };
}

// Both boxes suggest values (a datalist), which makes them comboboxes.
const what = () => screen.getByRole('combobox', { name: 'What are you looking for?' });
const where = () => screen.getByRole('combobox', { name: 'Where?' });

describe('search form', () => {
  beforeAll(loadSearchSchema);

  it('searches text in a city', async () => {
    const { user, url } = renderForm();
    await user.type(what(), '  bridal makeup ');
    await user.type(where(), 'Jaipur');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(url()).toBe('/Vendors/in/jaipur?q=bridal+makeup');
  });

  it('turns a category named in the what box into the category filter', async () => {
    const { user, url } = renderForm();
    await user.type(what(), 'pandit');
    await user.type(where(), 'Varanasi{Enter}');
    expect(url()).toBe('/Vendors/in/varanasi/pandits');
  });

  it('searches everything when both boxes are empty', async () => {
    const { user, url } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(url()).toBe('/Vendors');
  });

  it('says at once when the text has too many words, and does not search it', async () => {
    const { user, url } = renderForm();
    await user.type(what(), 'one two three four five six seven eight nine ten');
    expect(screen.queryByText(SEARCH_MESSAGES.tooManyWords)).not.toBeInTheDocument();
    await user.type(what(), ' eleven');
    expect(screen.getByText(SEARCH_MESSAGES.tooManyWords)).toBeVisible();
    expect(what()).toHaveAttribute('aria-invalid', 'true');
    expect(what()).toHaveAccessibleDescription(SEARCH_MESSAGES.tooManyWords);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(url()).toBe('/');
    // Back within the bound, the message goes and the search goes through.
    await user.type(what(), '{Backspace>7}');
    expect(screen.queryByText(SEARCH_MESSAGES.tooManyWords)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(url()).toMatch(/^\/Vendors\?q=one/);
  });

  it('says when a word is too long, and when the text reaches its length', async () => {
    const { user } = renderForm();
    await user.type(what(), 'x'.repeat(41));
    expect(screen.getByText(SEARCH_MESSAGES.wordTooLong)).toBeVisible();
    await user.clear(what());
    expect(screen.queryByText(SEARCH_MESSAGES.wordTooLong)).not.toBeInTheDocument();
    // The box takes no more than the bound, and says why it stopped.
    const word = 'abcdefghijklmnopqrs ';
    await user.type(what(), word.repeat(11));
    expect(what()).toHaveValue(word.repeat(10).slice(0, SEARCH_MAX_QUERY_LENGTH));
    expect(screen.getByText(SEARCH_MESSAGES.tooLong)).toBeVisible();
    expect(what()).not.toHaveAttribute('aria-invalid');
  });

  it('on the results page keeps the sort and a category chosen in the filters, from page 1', async () => {
    const { user, url } = renderForm('/Vendors?q=dhol&category=dhol&sort=newest&page=3');
    expect(what()).toHaveValue('dhol');
    await user.clear(what());
    await user.type(what(), 'baraat{Enter}');
    expect(url()).toBe('/Vendors?q=baraat&category=dhol&sort=newest');
  });

  it('replaces the category it shows when other words are typed over it', async () => {
    const { user, url } = renderForm('/Vendors/in/pune/pandits?page=2');
    expect(what()).toHaveValue('Pandit');
    expect(where()).toHaveValue('Pune');
    await user.clear(what());
    await user.type(what(), 'purohit{Enter}');
    expect(url()).toBe('/Vendors/in/pune?q=purohit');
  });

  it('is a GET form to /Vendors with q and city, so it works before the script loads', () => {
    renderForm();
    const form = screen.getByRole('search', { name: 'Search vendors' });
    expect(form).toHaveAttribute('action', '/Vendors');
    expect(form).toHaveAttribute('method', 'get');
    expect(what()).toHaveAttribute('name', 'q');
    expect(where()).toHaveAttribute('name', 'city');
  });
});
