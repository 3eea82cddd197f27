import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TermsScreen } from './terms-screen';

function renderScreen(Component: () => React.JSX.Element) {
  const router = createMemoryRouter([{ path: '/', Component }]);
  render(<RouterProvider router={router} />);
}

describe('terms', () => {
  it('lists the five numbered sections of the refund terms', () => {
    renderScreen(TermsScreen);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' }),
    ).toBeInTheDocument();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual([
      '1. 7-day money-back guarantee',
      '2. Refunds after 7 days',
      '3. How to request a refund',
      '4. Exceptions',
      '5. Contact information',
    ]);
    expect(screen.getByText('100% refund')).toBeInTheDocument();
    expect(screen.getByText('60% is deducted')).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'support@mandap.in' })) {
      expect(link).toHaveAttribute('href', 'mailto:support@mandap.in');
    }
  });
});
