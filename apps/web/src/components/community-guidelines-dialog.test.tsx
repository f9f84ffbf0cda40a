// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render.tsx';
import {
  CommunityGuidelinesDialog,
  type GuidelinesAudience,
} from './community-guidelines-dialog.tsx';

const BOX = 'I agree to the community guidelines';

function Harness({ audience, onAccept }: { audience: GuidelinesAudience; onAccept: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open guidelines
      </button>
      <CommunityGuidelinesDialog
        audience={audience}
        open={open}
        onOpenChange={setOpen}
        onAccept={() => {
          onAccept();
          setOpen(false);
        }}
      />
    </>
  );
}

async function open(audience: GuidelinesAudience) {
  const onAccept = vi.fn();
  const rendered = await renderApp(<Harness audience={audience} onAccept={onAccept} />);
  await rendered.user.click(screen.getByRole('button', { name: 'Open guidelines' }));
  return {
    ...rendered,
    onAccept,
    dialog: screen.getByRole('dialog', { name: 'Community Guidelines' }),
  };
}

describe('CommunityGuidelinesDialog', () => {
  it('asks guests to agree before reserving, with the 48-hour rule', async () => {
    const { dialog } = await open('attendee');
    expect(dialog).toHaveAccessibleDescription(/Before you reserve/);
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(6);
    expect(
      within(dialog).getByText(
        'Reservations can be cancelled up to 48 hours before the event starts.',
      ),
    ).toBeInTheDocument();
  });

  it('asks hosts to agree before publishing', async () => {
    const { dialog } = await open('host');
    expect(dialog).toHaveAccessibleDescription(/Before you publish/);
    expect(
      within(dialog).getByText('No selling, recruiting or promotion to your guests.'),
    ).toBeInTheDocument();
  });

  it('enables Accept only with the box ticked', async () => {
    const { user, dialog, onAccept } = await open('attendee');
    const accept = within(dialog).getByRole('button', { name: 'Accept' });
    expect(within(dialog).getByRole('checkbox', { name: BOX })).not.toBeChecked();
    expect(accept).toBeDisabled();
    await user.click(within(dialog).getByText(BOX));
    expect(within(dialog).getByRole('checkbox', { name: BOX })).toBeChecked();
    await user.click(accept);
    expect(onAccept).toHaveBeenCalledTimes(1);
  });

  it('Cancel closes without accepting, and the box starts unticked next time', async () => {
    const { user, dialog, onAccept } = await open('attendee');
    await user.click(within(dialog).getByRole('checkbox', { name: BOX }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onAccept).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Open guidelines' }));
    const again = screen.getByRole('dialog', { name: 'Community Guidelines' });
    expect(within(again).getByRole('checkbox', { name: BOX })).not.toBeChecked();
  });
});
