// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RouteAnswer } from '@/test/fake-api.ts';
import { renderApp } from '@/test/render.tsx';
import { SearchPanel } from './search-panel.tsx';

/** GET /api/events?search=true: the sliders reach $120 and 10 guests. */
const PANEL = { events: [], featured: [], ranges: { maxPrice: 120, maxCapacity: 10 } };

async function renderPanel(panel: RouteAnswer = PANEL) {
  const rendered = await renderApp(<SearchPanel />, {
    path: '/events',
    api: { 'GET /api/events?search=true': panel },
  });
  // the sliders move once the real ranges have arrived
  await waitFor(() =>
    expect(screen.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute(
      'aria-valuemax',
      '120',
    ),
  );
  return rendered;
}

const status = () => screen.getByText(/No filters applied|filters? active/).closest('p');

describe('SearchPanel', () => {
  it('starts with no filter, Clear Filters disabled', async () => {
    await renderPanel();
    expect(status()).toHaveTextContent('No filters applied');
    expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'City' })).toBeDisabled();
  });

  it('does nothing when searched with nothing set', async () => {
    const { user, history } = await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(history).toEqual(['/events']);
    // spaces alone are no search either
    await user.type(screen.getByRole('searchbox', { name: 'Search events' }), '   ');
    await user.keyboard('{Enter}');
    expect(history).toEqual(['/events']);
  });

  it('goes to /search with the trimmed text', async () => {
    const { user, history } = await renderPanel();
    await user.type(screen.getByRole('searchbox', { name: 'Search events' }), '  silk road ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(history.at(-1)).toBe('/search?q=silk+road');
  });

  it('counts a category, then a state, as active filters', async () => {
    const { user } = await renderPanel();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'World History');
    expect(status()).toHaveTextContent('1 filter active');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'CA');
    expect(status()).toHaveTextContent('2 filters active');
    // the city belongs to the location filter: it adds nothing to the count
    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'Sacramento');
    expect(status()).toHaveTextContent('2 filters active');
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeInTheDocument();
  });

  it('enables the city once a state is chosen, and a new state clears it', async () => {
    const { user } = await renderPanel();
    const state = screen.getByRole('combobox', { name: 'State' });
    const city = screen.getByRole('combobox', { name: 'City' });
    expect(within(city).getByRole('option', { name: 'Choose a state first' })).toBeInTheDocument();

    await user.selectOptions(state, 'CA');
    expect(city).toBeEnabled();
    await user.selectOptions(city, 'Sacramento');
    expect(city).toHaveValue('Sacramento');

    await user.selectOptions(state, '');
    expect(city).toHaveValue('');
    expect(city).toBeDisabled();
  });

  it('sends every filter that differs from its default, and only those', async () => {
    const { user, history } = await renderPanel();
    await user.type(screen.getByRole('searchbox', { name: 'Search events' }), 'letters');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'World History');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'CA');
    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'Sacramento');
    // the price's lower thumb two steps up, the group size's upper thumb one step down
    screen.getByRole('slider', { name: 'Minimum price' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    screen.getByRole('slider', { name: 'Maximum group size' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(status()).toHaveTextContent('4 filters active');

    await user.click(screen.getByRole('button', { name: 'Search' }));
    const url = new URL(history.at(-1) ?? '', 'http://x');
    expect(url.pathname).toBe('/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'letters',
      tags: 'World History',
      state: 'CA',
      city: 'Sacramento',
      minPrice: '2',
      maxSize: '9',
    });
  });

  it('a price range alone is a search', async () => {
    const { user, history } = await renderPanel();
    screen.getByRole('slider', { name: 'Maximum price' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(status()).toHaveTextContent('1 filter active');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(history.at(-1)).toBe('/search?maxPrice=119');
  });

  it('Clear Filters resets text, choices and sliders', async () => {
    const { user, history } = await renderPanel();
    const text = screen.getByRole('searchbox', { name: 'Search events' });
    await user.type(text, 'letters');
    expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeEnabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Art History');
    screen.getByRole('slider', { name: 'Minimum group size' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(status()).toHaveTextContent('2 filters active');

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(text).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('');
    expect(screen.getByRole('slider', { name: 'Minimum group size' })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );
    expect(status()).toHaveTextContent('No filters applied');
    expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(history).toEqual(['/events']);
  });

  it('offers the 14 categories and the states with dinners', async () => {
    await renderPanel();
    const categories = within(screen.getByRole('combobox', { name: 'Category' })).getAllByRole(
      'option',
    );
    expect(categories.map((o) => o.textContent)).toHaveLength(15);
    expect(categories[0]).toHaveTextContent('All categories');
    const states = within(screen.getByRole('combobox', { name: 'State' })).getAllByRole('option');
    expect(states.map((o) => o.textContent)).toEqual(['All states', 'California']);
  });

  it('keeps the sliders still until the ranges have loaded', async () => {
    await renderApp(<SearchPanel />, {
      api: { 'GET /api/events?search=true': new Promise<Response>(() => {}) },
    });
    expect(screen.getByRole('slider', { name: 'Minimum price' })).toHaveAttribute('data-disabled');
    expect(screen.getByRole('slider', { name: 'Maximum group size' })).toHaveAttribute(
      'data-disabled',
    );
  });

  it('folds the filters away on a phone behind Filters, which says whether they are open', async () => {
    const { user } = await renderPanel();
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const region = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(region).toContainElement(screen.getByRole('combobox', { name: 'Category' }));
  });
});
