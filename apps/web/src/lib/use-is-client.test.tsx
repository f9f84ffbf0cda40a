// @vitest-environment happy-dom
import { cleanup, render, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useIsClientSoon } from './use-is-client.ts';

const renders: boolean[] = [];
function Probe() {
  const soon = useIsClientSoon();
  renders.push(soon);
  return <p>{soon ? 'drawn here' : 'as the server wrote it'}</p>;
}

describe('useIsClientSoon', () => {
  afterEach(cleanup);

  it('is true from the first render when nothing is hydrated', () => {
    renders.length = 0;
    const { container } = render(<Probe />);
    expect(container.textContent).toBe('drawn here');
    expect(renders).not.toContain(false);
  });

  it('keeps the server’s HTML while hydrating, then switches after it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    expect(container.textContent).toBe('as the server wrote it');
    document.body.append(container);
    renders.length = 0;
    render(<Probe />, { container, hydrate: true });
    await waitFor(() => expect(container.textContent).toBe('drawn here'));
    expect(renders[0]).toBe(false);
  });
});
