import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { searchResult } from '@/test/marketplace-data';
import { ResultCard } from './result-card';

function renderCardAgain(overrides: Parameters<typeof searchResult>[0]) {
  cleanup();
  return renderCard(overrides);
}

function renderCard(overrides: Parameters<typeof searchResult>[0] = {}) {
  const router = createMemoryRouter(
    [{ path: '/', element: <ResultCard result={searchResult(overrides)} /> }],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return screen.getByRole('article');
}

describe('result card', () => {
  it('shows the firm as a link to its storefront, its category, city and a few features', () => {
    const card = within(renderCard());
    expect(card.getByRole('heading', { level: 3 })).toHaveTextContent('Shaadi Clicks Studio');
    expect(card.getByRole('link', { name: 'Shaadi Clicks Studio' })).toHaveAttribute(
      'href',
      '/Vendors/42/shaadi-clicks-studio',
    );
    expect(card.getByText('Photo Video')).toBeInTheDocument();
    expect(card.getByText('Jaipur, Rajasthan')).toBeInTheDocument();
    const features = within(card.getByRole('list', { name: 'Features' }));
    expect(features.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Wedding Photography',
      'Drone Photography',
      'Cinematography',
      '+1 more',
    ]);
  });

  it('shows the from-price, the MRP struck through and the percent off', () => {
    const card = renderCard();
    expect(card).toHaveTextContent('from₹21,000 per eventMRP ₹30,00030% off');
    const mrp = within(card).getByText('₹30,000');
    expect(mrp.tagName).toBe('S');
    expect(within(card).getByText('30% off')).toBeInTheDocument();
  });

  it('says what the from-price is for', () => {
    const card = renderCard({
      fromPricePaise: 65_000,
      mrpPaise: null,
      offPercent: null,
      priceUnit: 'plate_veg',
    });
    expect(card).toHaveTextContent('from₹650 per plate (veg)');
    renderCardAgain({ fromPricePaise: 15_000_000, mrpPaise: null, offPercent: null });
    expect(screen.getByRole('article')).toHaveTextContent('from₹1,50,000 per event');
  });

  it('crops every picture to one 4:3 shape', () => {
    const image = renderCard().querySelector('img');
    expect(image).toHaveClass('absolute', 'inset-0', 'size-full', 'object-cover');
    expect(image?.parentElement).toHaveClass('aspect-[4/3]', 'overflow-hidden');
  });

  it('shows only the price when there is no discount', () => {
    const card = renderCard({ mrpPaise: null, offPercent: null, fromPricePaise: 99_900 });
    expect(within(card).getByText('₹999')).toBeInTheDocument();
    expect(within(card).queryByText(/% off/)).not.toBeInTheDocument();
    expect(card.querySelector('s')).toBeNull();
  });

  it('says prices are on request when the vendor has set none', () => {
    const card = renderCard({ fromPricePaise: null, mrpPaise: null, offPercent: null });
    expect(within(card).getByText('Prices on request')).toBeInTheDocument();
  });

  it('reserves the image box and loads it lazily', () => {
    const image = renderCard().querySelector('img');
    expect(image).toHaveAttribute('src', '/media/img-cover-thumb.webp');
    expect(image).toHaveAttribute('width', '480');
    expect(image).toHaveAttribute('height', '360');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('fetchpriority', 'auto');
  });

  it('loads the image of a card at the top of the page at once, ahead of other images', () => {
    const router = createMemoryRouter(
      [{ path: '/', element: <ResultCard result={searchResult()} eager /> }],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    const image = screen.getByRole('article').querySelector('img');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('width', '480');
    expect(image).toHaveAttribute('height', '360');
  });

  it('shows the rating and the number of reviews, with words for screen readers', () => {
    const card = within(renderCard({ ratingAverage: 4.6, ratingCount: 12 }));
    expect(card.getByText('4.6 out of 5 from 12 reviews')).toBeInTheDocument();
    expect(card.getByText('(12 reviews)')).toBeVisible();
    expect(card.getByText('4.6')).toBeVisible();
    expect(
      within(renderCardAgain({ ratingAverage: 5, ratingCount: 1 })).getByText(
        '5.0 out of 5 from 1 review',
      ),
    ).toBeInTheDocument();
  });

  it('shows no rating for a listing without reviews', () => {
    const card = within(renderCard());
    expect(card.queryByText(/out of 5/)).toBeNull();
    expect(card.queryByText(/reviews?\)/)).toBeNull();
  });
});
