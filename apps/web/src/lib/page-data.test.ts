import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { seedPageData } from './page-data.ts';
import { queryKeys } from './query-keys.ts';

const doc = (text: string | null) => ({
  getElementById: (id: string) =>
    id === 'page-data' && text !== null ? ({ textContent: text } as HTMLElement) : null,
});

describe('the data a server-sent page starts from', () => {
  it('puts the dinner where the dinner page reads it', () => {
    const client = new QueryClient();
    seedPageData(client, doc('{"event":{"id":7,"title":"Silk Road Suppers"}}'));
    expect(client.getQueryData(queryKeys.events.detail(7))).toEqual({
      id: 7,
      title: 'Silk Road Suppers',
    });
  });

  it('ignores a page without it, or with something unreadable', () => {
    for (const text of [null, '', '{not json', '{"event":{"title":"no id"}}', 'null']) {
      const client = new QueryClient();
      expect(() => seedPageData(client, doc(text))).not.toThrow();
      expect(client.getQueryCache().getAll()).toHaveLength(0);
    }
  });
});
