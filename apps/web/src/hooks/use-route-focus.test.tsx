import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEADING_WAIT_MS, useRouteFocus } from './use-route-focus';

function Layout() {
  const main = useRef<HTMLElement>(null);
  useRouteFocus(main);
  return (
    <>
      <nav aria-label="Main">
        <Link to="/">Home</Link>
        <Link to="/about">About</Link>
        <Link to="/late">Late</Link>
        <input aria-label="Find" />
      </nav>
      <main ref={main}>
        <Outlet />
      </main>
    </>
  );
}

function Home() {
  return <h1>Home page</h1>;
}

function About() {
  return (
    <>
      <h1>About us</h1>
      <Link to="/">Back home</Link>
    </>
  );
}

/** A page whose heading waits for its data. */
function Late() {
  const [loaded, setLoaded] = useState(false);
  return loaded ? (
    <h1>Late page</h1>
  ) : (
    <button type="button" onClick={() => setLoaded(true)}>
      Load
    </button>
  );
}

/** A search whose filter changes the query. */
function Search() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <h1>Search</h1>
      <label>
        City
        <select
          value={params.get('city') ?? ''}
          onChange={(event) => setParams({ city: event.target.value })}
        >
          <option value="">Any</option>
          <option value="jaipur">Jaipur</option>
        </select>
      </label>
    </>
  );
}

function renderApp(path = '/') {
  const router = createMemoryRouter(
    [
      {
        Component: Layout,
        children: [
          { path: '/', Component: Home },
          { path: '/about', Component: About },
          { path: '/late', Component: Late },
          { path: '/search', Component: Search },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), router };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useRouteFocus', () => {
  it('leaves focus alone on the first load', () => {
    renderApp('/about');
    expect(document.body).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'About us' })).not.toHaveAttribute('tabindex');
  });

  it('moves focus to the new page’s h1 after a route change, focusable by script only', async () => {
    const { user } = renderApp();
    await user.click(screen.getByRole('link', { name: 'About' }));
    const heading = screen.getByRole('heading', { name: 'About us' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');

    // A link inside the page, which the change removes.
    await user.click(screen.getByRole('link', { name: 'Back home' }));
    expect(screen.getByRole('heading', { name: 'Home page' })).toHaveFocus();
  });

  it('keeps focus on a filter that changes only the query', async () => {
    const { user, router } = renderApp('/search');
    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'jaipur');
    expect(router.state.location.search).toBe('?city=jaipur');
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveFocus();
  });

  it('keeps focus on a field that is still in the page, not on one that went', async () => {
    const { router } = renderApp('/search');
    screen.getByRole('textbox', { name: 'Find' }).focus();
    await act(() => router.navigate('/about'));
    expect(screen.getByRole('textbox', { name: 'Find' })).toHaveFocus();

    await act(() => router.navigate('/search'));
    screen.getByRole('combobox', { name: 'City' }).focus();
    await act(() => router.navigate('/about'));
    expect(screen.getByRole('heading', { name: 'About us' })).toHaveFocus();
  });

  it('focuses a heading that appears later, unless focus moved meanwhile', async () => {
    const { user } = renderApp();
    await user.click(screen.getByRole('link', { name: 'Late' }));
    expect(screen.getByRole('link', { name: 'Late' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Load' }));
    // Clicking Load moved focus: the heading that then appears does not take it.
    expect(screen.getByRole('heading', { name: 'Late page' })).not.toHaveFocus();
  });

  it('focuses a heading that appears while focus stays put', async () => {
    const { user, router } = renderApp();
    await user.click(screen.getByRole('link', { name: 'Late' }));
    await act(async () => {
      (screen.getByRole('button', { name: 'Load' }) as HTMLButtonElement).click();
    });
    expect(router.state.location.pathname).toBe('/late');
    expect(await screen.findByRole('heading', { name: 'Late page' })).toHaveFocus();
  });

  it('gives up waiting after a while', async () => {
    vi.useFakeTimers();
    const { router } = renderApp();
    await act(() => router.navigate('/late'));
    act(() => vi.advanceTimersByTime(HEADING_WAIT_MS));
    act(() => (screen.getByRole('button', { name: 'Load' }) as HTMLButtonElement).click());
    expect(screen.getByRole('heading', { name: 'Late page' })).not.toHaveFocus();
  });
});
