import { PROFILE_IMAGE_MAX_BYTES } from '@storytable/domain';
import { describe, expect, it } from 'vitest';
import { profileImageProblem } from './profile-image.ts';

describe('profileImageProblem', () => {
  it('refuses a file that is not an image', () => {
    expect(profileImageProblem({ type: 'text/plain', size: 10 })).toBe(
      'Please select an image file',
    );
    expect(profileImageProblem({ type: '', size: 10 })).toBe('Please select an image file');
  });

  it('refuses an image over 5 MB and takes one of exactly 5 MB', () => {
    expect(profileImageProblem({ type: 'image/png', size: PROFILE_IMAGE_MAX_BYTES + 1 })).toBe(
      'Image must be less than 5MB',
    );
    expect(profileImageProblem({ type: 'image/jpeg', size: PROFILE_IMAGE_MAX_BYTES })).toBeNull();
  });
});
