import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storefront } from '@/test/marketplace-data';
import { PriceTable } from './price-table';

describe('price table', () => {
  it('lists specification, MRP, offer price and percent off per row', () => {
    render(<PriceTable prices={storefront().prices} />);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Specification', 'MRP', 'Offer price', 'Off']);

    const wedding = within(screen.getByRole('row', { name: /Wedding Photography/ }));
    expect(wedding.getByRole('rowheader')).toHaveTextContent('Wedding Photography');
    expect(wedding.getByText('₹30,000').tagName).toBe('S');
    expect(wedding.getByText('₹21,000')).toBeInTheDocument();
    expect(wedding.getByText('30% off')).toBeInTheDocument();
    // What the offer is for (issue 31).
    expect(wedding.getByRole('cell', { name: '₹21,000 per event' })).toBeInTheDocument();

    // An MRP of 0 means none: no percent off (spec 5, R9).
    const drone = within(screen.getByRole('row', { name: /Drone Photography/ }));
    expect(drone.getByText('₹15,000')).toBeInTheDocument();
    expect(drone.getByText('No MRP')).toBeInTheDocument();
    expect(drone.getByText('No discount')).toBeInTheDocument();
    expect(drone.getByText('per day')).toBeInTheDocument();
  });

  it('shows no badge when the offer is not below the MRP', () => {
    render(
      <PriceTable
        prices={[
          {
            specification: 'Veg thali',
            mrpPaise: 65_000,
            offerPaise: 65_000,
            offPercent: null,
            unit: 'plate_veg',
          },
        ]}
      />,
    );
    const tableRow = screen.getByRole('row', { name: /Veg thali/ });
    const row = within(tableRow);
    expect(tableRow.querySelector('s')).toBeNull();
    expect(row.getByRole('cell', { name: '₹650 per plate (veg)' })).toBeInTheDocument();
    expect(row.getByText('per plate (veg)')).toBeInTheDocument();
    expect(row.queryByText(/% off/)).not.toBeInTheDocument();
    expect(row.getByText('No discount')).toBeInTheDocument();
  });

  it('says when no prices are listed', () => {
    render(<PriceTable prices={[]} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText(/has not listed prices yet/)).toBeInTheDocument();
  });
});
