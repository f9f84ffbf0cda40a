// @vitest-environment happy-dom
import { SETTINGS_MESSAGES } from '@storytable/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aUser } from '@/test/fixtures.ts';
import { renderApp } from '@/test/render.tsx';
import { CropImageDialog } from './crop-image-dialog.tsx';

// the picked file gets a known stand-in address, and nothing is really allocated
const createObjectURL = URL.createObjectURL;
const revokeObjectURL = URL.revokeObjectURL;
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:picked');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

async function openDialog() {
  const rendered = await renderApp(<CropImageDialog />, { user: aUser(), path: '/profile' });
  await rendered.user.click(screen.getByRole('button', { name: 'Change photo' }));
  return { ...rendered, dialog: screen.getByRole('dialog', { name: 'Crop profile image' }) };
}

/** Picks `file` in the dialog's file input, as the browser's picker does. */
function pick(dialog: HTMLElement, file: File) {
  const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

const photo = (bytes = 1024, type = 'image/png') =>
  new File([new Uint8Array(bytes)], 'me.png', { type });

describe('CropImageDialog', () => {
  it('says what it takes, with nothing to save before a picture is chosen', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAccessibleDescription(
      'Choose a JPEG, PNG, WebP or GIF of at most 5MB, then drag the circle to frame your face.',
    );
    expect(within(dialog).getByText('Choose an image')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save photo' })).toBeDisabled();
  });

  it("refuses a file that is not an image: 'Please select an image file'", async () => {
    const { dialog } = await openDialog();
    pick(dialog, photo(10, 'application/pdf'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      SETTINGS_MESSAGES.NOT_AN_IMAGE,
    );
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(within(dialog).queryByRole('img')).toBeNull();
  });

  it("refuses an image over 5MB: 'Image must be less than 5MB'", async () => {
    const { dialog } = await openDialog();
    pick(dialog, photo(5 * 1024 * 1024 + 1));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      SETTINGS_MESSAGES.IMAGE_TOO_LARGE,
    );
  });

  it('shows a good picture under the crop, offering another', async () => {
    const { dialog } = await openDialog();
    pick(dialog, photo());
    const image = await within(dialog).findByRole('img', { name: 'Your selection, to crop' });
    expect(image).toHaveAttribute('src', 'blob:picked');
    expect(within(dialog).getByText('Choose another image')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('a good picture after a refused one clears the problem', async () => {
    const { dialog } = await openDialog();
    pick(dialog, photo(10, 'text/plain'));
    await within(dialog).findByRole('alert');
    pick(dialog, photo());
    await within(dialog).findByRole('img', { name: 'Your selection, to crop' });
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('Cancel closes, and the dialog opens empty again', async () => {
    const { user, dialog } = await openDialog();
    pick(dialog, photo());
    await within(dialog).findByRole('img', { name: 'Your selection, to crop' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Change photo' }));
    const again = screen.getByRole('dialog', { name: 'Crop profile image' });
    expect(within(again).queryByRole('img')).toBeNull();
    expect(within(again).getByText('Choose an image')).toBeInTheDocument();
  });
});
