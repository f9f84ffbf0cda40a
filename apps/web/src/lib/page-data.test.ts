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

  it("puts table mode's user, table and prompts where the page reads them", () => {
    const client = new QueryClient();
    seedPageData(
      client,
      doc(
        '{"user":{"id":3,"name":"Hannah"},"table":{"eventId":9,"seats":[]},"prompts":{"eventId":9,"prompts":["Why?"]}}',
      ),
    );
    expect(client.getQueryData(queryKeys.currentUser)).toEqual({ id: 3, name: 'Hannah' });
    expect(client.getQueryData(queryKeys.events.table(9))).toEqual({ eventId: 9, seats: [] });
    expect(client.getQueryData(queryKeys.events.prompts(9))).toEqual({
      eventId: 9,
      prompts: ['Why?'],
    });
  });

  it('ignores a page without it, or with something unreadable', () => {
    for (const text of [
      null,
      '',
      '{not json',
      '{"event":{"title":"no id"}}',
      'null',
      '{"user":{"name":"no id"},"table":{"seats":[]},"prompts":{"prompts":[]}}',
    ]) {
      const client = new QueryClient();
      expect(() => seedPageData(client, doc(text))).not.toThrow();
      expect(client.getQueryCache().getAll()).toHaveLength(0);
    }
  });
});
