import {
  CATEGORIES,
  type Category,
  DIRECTORY_CATEGORIES,
} from '@mandap/shared/catalogue/categories';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DirectoryScreen } from './directory-screen';

function renderDirectory() {
  const router = createMemoryRouter(
    [
      { path: '/VendorList', Component: DirectoryScreen },
      { path: '*', element: <p>Form page</p> },
    ],
    { initialEntries: ['/VendorList'] },
  );
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), router };
}

function byTitle(title: string): Category {
  const found = CATEGORIES.find((c) => c.title === title);
  if (!found) throw new Error(`No category titled ${title}`);
  return found;
}

/** The hrefs of the cards shown, in order. */
function shownRoutes(): string[] {
  const list = screen.getByRole('list', { name: 'Vendor categories' });
  return within(list)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href') ?? '');
}

function routesOf(...titles: string[]): string[] {
  return titles.map((title) => byTitle(title).route);
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search vendors' });
const categorySelect = () => screen.getByRole('combobox', { name: 'Category' });

describe('vendor directory', () => {
  it('shows the heading, the intro and all 17 cards', () => {
    renderDirectory();
    expect(screen.getByRole('heading', { level: 1, name: 'Vendors' })).toBeInTheDocument();
    expect(
      screen.getByText('Find the perfect vendors for your special day. All in one place.'),
    ).toBeInTheDocument();
    expect(searchBox()).toHaveAttribute('placeholder', 'Search vendors...');
    expect(shownRoutes()).toHaveLength(17);
  });

  it('points couples looking for vendors to the marketplace search', () => {
    renderDirectory();
    expect(screen.getByText(/Looking for vendors\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search the marketplace' })).toHaveAttribute(
      'href',
      '/Vendors',
    );
  });

  it('offers All Categories first, then the distinct directory categories', () => {
    renderDirectory();
    const options = within(categorySelect())
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['All Categories', ...DIRECTORY_CATEGORIES]);
    expect(categorySelect()).toHaveValue('');
  });

  it('links every card to its catalogue route, with its title and category badge', () => {
    renderDirectory();
    expect(shownRoutes()).toEqual(CATEGORIES.map((c) => c.route));
    const list = screen.getByRole('list', { name: 'Vendor categories' });
    for (const [index, link] of within(list).getAllByRole('link').entries()) {
      const category = CATEGORIES[index];
      // Venue's title and category are both 'Venue'.
      expect(within(link).getAllByText(category?.title ?? '').length).toBeGreaterThan(0);
      expect(within(link).getAllByText(category?.directoryCategory ?? '').length).toBeGreaterThan(
        0,
      );
    }
  });

  it('does not filter below 3 characters', async () => {
    const { user } = renderDirectory();
    await user.type(searchBox(), 'ho');
    expect(shownRoutes()).toHaveLength(17);
    await user.clear(searchBox());
    await user.type(searchBox(), 'zz');
    expect(shownRoutes()).toHaveLength(17);
  });

  it('filters from 3 characters on title or category, ignoring case', async () => {
    const { user } = renderDirectory();
    await user.type(searchBox(), 'HOTEL');
    expect(shownRoutes()).toEqual(routesOf('Hotel'));
    await user.clear(searchBox());
    // 'hot' is also in Photography, the category of Photo Video.
    await user.type(searchBox(), 'hot');
    expect(shownRoutes()).toEqual(routesOf('Hotel', 'Photo Video'));
    await user.clear(searchBox());
    // 'ven' is in the category Venue and in the title Corporate Event.
    await user.type(searchBox(), 'ven');
    expect(shownRoutes()).toEqual(routesOf('Tent Houses', 'Venue', 'Corporate Event'));
  });

  it('filters by exact category', async () => {
    const { user } = renderDirectory();
    await user.selectOptions(categorySelect(), 'Music');
    expect(shownRoutes()).toEqual(routesOf('Dhol', 'DJ', 'Band'));
    await user.selectOptions(categorySelect(), 'corporate');
    expect(shownRoutes()).toEqual(routesOf('Corporate Event'));
  });

  it('combines search and category', async () => {
    const { user } = renderDirectory();
    await user.selectOptions(categorySelect(), 'Beauty');
    expect(shownRoutes()).toEqual(routesOf('Makeup Artist', 'mehndi'));
    await user.type(searchBox(), 'meh');
    expect(shownRoutes()).toEqual(routesOf('mehndi'));
    await user.selectOptions(categorySelect(), 'Music');
    expect(screen.queryByRole('list', { name: 'Vendor categories' })).not.toBeInTheDocument();
  });

  it('shows the empty state, and Show All Vendors clears search and category', async () => {
    const { user } = renderDirectory();
    await user.selectOptions(categorySelect(), 'Travel');
    await user.type(searchBox(), 'hotel');
    expect(screen.getByText('No vendors found matching your search')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show All Vendors' }));

    expect(searchBox()).toHaveValue('');
    expect(categorySelect()).toHaveValue('');
    expect(screen.getByRole('option', { name: 'All Categories' })).toHaveProperty('selected', true);
    expect(shownRoutes()).toHaveLength(17);
    expect(screen.queryByText('No vendors found matching your search')).not.toBeInTheDocument();
  });

  it('opens the form of the card clicked', async () => {
    const { user, router } = renderDirectory();
    await user.click(screen.getByRole('link', { name: /Entertainment/ }));
    expect(await screen.findByText('Form page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(byTitle('Entertainment').route);
  });
});
