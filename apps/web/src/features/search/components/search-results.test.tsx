// @vitest-environment happy-dom
import type { Event } from '@storytable/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiCall } from '@/test/fake-api.ts';
import { anEvent } from '@/test/fixtures.ts';
import { renderApp } from '@/test/render.tsx';
import { SearchResults } from './search-results.tsx';

const silk = anEvent({ id: 1, title: 'Letters from the Silk Road' });
const rome = anEvent({ id: 2, title: 'Bread and Circuses' });

/** GET /api/search answering `events` on pages of `pageSize`. */
function searchApi(events: Event[], pageSize = 20) {
  return {
    'GET /api/search': ({ url }: ApiCall) => {
      const page = Number(new URL(url, 'http://x').searchParams.get('page') ?? 1);
      return {
        events: events.slice((page - 1) * pageSize, page * pageSize),
        total: events.length,
        page,
        pageSize,
        totalPages: Math.ceil(events.length / pageSize),
      };
    },
  };
}

async function renderResults(path: string, events: Event[] = [silk, rome], pageSize = 20) {
  return renderApp(
    <SearchResults renderEvent={(e) => <article aria-label={e.title}>{e.title}</article>} />,
    { path, api: searchApi(events, pageSize) },
  );
}

describe('SearchResults', () => {
  it('asks GET /api/search with the address and shows the count and results', async () => {
    const { api } = await renderResults('/search?q=silk&tags=World+History&state=CA');
    expect(await screen.findByText('2 events found')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Letters from the Silk Road' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Bread and Circuses' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/search').map((c) => c.url)).toEqual([
      '/api/search?q=silk&tags=World+History&state=CA',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Search Results' })).toBeInTheDocument();
  });

  it("says '1 event found' for one", async () => {
    await renderResults('/search?q=silk', [silk]);
    expect(await screen.findByText('1 event found')).toBeInTheDocument();
  });

  it('shows one badge per filter in the address', async () => {
    await renderResults(
      '/search?q=silk&tags=World+History&state=CA&city=Sacramento&minPrice=10&maxPrice=60&minSize=4',
    );
    const filters = await screen.findByRole('list', { name: 'Active filters' });
    expect(
      within(filters)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      '“silk”(remove filter)',
      'World History(remove filter)',
      'California(remove filter)',
      'Sacramento(remove filter)',
      '$10 – $60(remove filter)',
      '4+ guests(remove filter)',
    ]);
    expect(screen.getByRole('link', { name: 'Clear all' })).toHaveAttribute('href', '/search');
  });

  it('a badge removes its filter: removing the state removes the city too', async () => {
    const { user, api } = await renderResults('/search?q=silk&state=CA&city=Sacramento');
    const filters = await screen.findByRole('list', { name: 'Active filters' });
    const state = within(filters).getByRole('link', { name: /^California/ });
    expect(state).toHaveAttribute('href', '/search?q=silk');
    await user.click(state);
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/search').at(-1)?.url).toBe('/api/search?q=silk'),
    );
  });

  it("offers no 'Clear all' for a single filter", async () => {
    await renderResults('/search?q=silk');
    await screen.findByRole('list', { name: 'Active filters' });
    expect(screen.queryByRole('link', { name: 'Clear all' })).toBeNull();
  });

  it('refines the text from its own box, trimmed, back to page 1', async () => {
    const { user, history } = await renderResults('/search?q=silk&page=2', [silk], 1);
    const box = screen.getByRole('searchbox', { name: 'Search events' });
    expect(box).toHaveValue('silk');
    await user.clear(box);
    await user.type(box, '  roman bread ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(history.at(-1)).toBe('/search?q=roman+bread');
  });

  it("says 'No events found matching your search.' when nothing matches", async () => {
    await renderResults('/search?q=zzz', []);
    expect(await screen.findByText('No events found matching your search.')).toBeInTheDocument();
    expect(screen.getByText('0 events found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all events' })).toHaveAttribute(
      'href',
      '/events',
    );
  });

  it('pages through the results', async () => {
    const { user, api } = await renderResults('/search?q=a', [silk, rome], 1);
    expect(
      await screen.findByRole('article', { name: 'Letters from the Silk Road' }),
    ).toBeVisible();
    const pages = screen.getByRole('navigation', { name: 'Search result pages' });
    await user.click(within(pages).getByRole('button', { name: /next/i }));
    expect(await screen.findByRole('article', { name: 'Bread and Circuses' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/search').at(-1)?.url).toBe('/api/search?q=a&page=2');
  });

  it('shows no page controls for a single page', async () => {
    await renderResults('/search?q=a');
    await screen.findByText('2 events found');
    expect(screen.queryByRole('navigation', { name: 'Search result pages' })).toBeNull();
  });

  it('says why a search failed', async () => {
    await renderApp(<SearchResults renderEvent={() => null} />, {
      path: '/search?q=a',
      api: { 'GET /api/search': new Response('x', { status: 500, statusText: 'Internal Error' }) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading events: 500: Internal Error',
    );
  });
});
