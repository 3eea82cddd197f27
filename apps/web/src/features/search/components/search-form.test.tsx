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
