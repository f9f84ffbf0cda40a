// @vitest-environment happy-dom
import type { EventPrompts } from '@storytable/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '@/test/fake-api.ts';
import { aUser } from '@/test/fixtures.ts';
import { renderApp } from '@/test/render.tsx';
import { PROMPTS_FAILED } from '../api/get-prompts.ts';
import { PromptsEditor } from './prompts-editor.tsx';
import { SAVED } from './prompts-form.tsx';

const host = aUser({ isHost: true });
const suggested: EventPrompts = {
  eventId: 5,
  prompts: ['Alpha?', 'Beta?', 'Gamma?'],
  roundMinutes: null,
  saved: false,
};

function renderEditor(
  answer: unknown,
  put: unknown = (c: { body: object }) => ({ eventId: 5, ...c.body, saved: true }),
) {
  return renderApp(<PromptsEditor eventId={5} />, {
    user: host,
    api: { 'GET /api/events/5/prompts': answer, 'PUT /api/events/5/prompts': put },
  });
}

const fields = () => screen.getAllByRole('textbox').map((f) => (f as HTMLTextAreaElement).value);

describe('PromptsEditor', () => {
  it('starts from the suggested set and saves the reordered, edited list with a timer', async () => {
    const { user, api } = await renderEditor(suggested);
    expect(await screen.findByText(/suggested for your dinner's category/)).toBeInTheDocument();
    expect(fields()).toEqual(['Alpha?', 'Beta?', 'Gamma?']);

    const down = screen.getByRole('button', { name: 'Move prompt 1 down' });
    down.focus();
    await user.keyboard('{Enter}');
    expect(fields()).toEqual(['Beta?', 'Alpha?', 'Gamma?']);
    // the keyboard stays on the moved prompt's button
    expect(document.activeElement).toHaveAccessibleName('Move prompt 2 down');

    await user.click(screen.getByRole('button', { name: 'Remove prompt 3' }));
    await user.click(screen.getByRole('button', { name: /Add a prompt/ }));
    await user.type(screen.getByLabelText('Prompt 3'), 'Delta?');
    await user.click(screen.getByLabelText('Keep time for each prompt'));
    await user.clear(screen.getByLabelText('Minutes per prompt'));
    await user.type(screen.getByLabelText('Minutes per prompt'), '6');
    await user.click(screen.getByRole('button', { name: 'Save prompts' }));

    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/events/5/prompts').map((c) => c.body)).toEqual([
      { prompts: ['Beta?', 'Alpha?', 'Delta?'], roundMinutes: 6 },
    ]);
  });

  it('says what is wrong before sending a blank prompt or a bad round', async () => {
    const { user, api } = await renderEditor({ ...suggested, saved: true, roundMinutes: 5 });
    await screen.findByLabelText('Prompt 1');
    await user.clear(screen.getByLabelText('Prompt 2'));
    await user.click(screen.getByRole('button', { name: 'Save prompts' }));
    expect(await screen.findByText('Write the prompt, or remove it')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Prompt 2'), 'Back?');
    await user.clear(screen.getByLabelText('Minutes per prompt'));
    await user.type(screen.getByLabelText('Minutes per prompt'), '45');
    await user.click(screen.getByRole('button', { name: 'Save prompts' }));
    expect(await screen.findByText('A round lasts 1 to 30 minutes')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/events/5/prompts')).toHaveLength(0);
  });

  it("shows the server's refusal when saving fails", async () => {
    const { user } = await renderEditor(
      suggested,
      apiError(403, 'Only the host of this event can change its prompts.', 'FORBIDDEN'),
    );
    await user.click(await screen.findByRole('button', { name: 'Save prompts' }));
    expect(
      await screen.findByText('Only the host of this event can change its prompts.'),
    ).toBeInTheDocument();
  });

  it('offers a retry when the prompts cannot load', async () => {
    await renderEditor(apiError(500, 'boom', 'INTERNAL'));
    expect(await screen.findByText(PROMPTS_FAILED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
