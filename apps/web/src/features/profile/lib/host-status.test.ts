import { describe, expect, it } from 'vitest';
import { type HostStatusFields, profileHostStatus } from './host-status.ts';

const base: HostStatusFields = {
  isVerifiedHost: false,
  isHost: false,
  idmeVerified: false,
  manualReviewStatus: 'none',
  hostExperience: null,
  idmeVerificationStatus: null,
};
const label = (over: Partial<HostStatusFields>) =>
  profileHostStatus({ ...base, ...over })?.label ?? null;

describe('host badge status on the profile', () => {
  it('gives nothing to a plain guest', () => {
    expect(label({})).toBeNull();
  });

  it('checks the six rules in the spec order', () => {
    expect(label({ isVerifiedHost: true, isHost: true, manualReviewStatus: 'pending' })).toBe(
      'Verified Host',
    );
    expect(label({ idmeVerified: true, isHost: true, manualReviewStatus: 'pending' })).toBe(
      'Pending Admin Review',
    );
    expect(label({ manualReviewStatus: 'pending', hostExperience: 'Ten years' })).toBe(
      'Waiting for Admin Review',
    );
    expect(label({ isHost: true, idmeVerificationStatus: 'in_progress' })).toBe('Unverified Host');
    expect(label({ idmeVerificationStatus: 'in_progress' })).toBe('Verification in Progress');
    expect(label({ manualReviewStatus: 'rejected' })).toBe('Verification Failed');
    expect(label({ idmeVerificationStatus: 'rejected' })).toBe('Verification Failed');
  });

  it('needs the application text for Waiting for Admin Review', () => {
    expect(label({ manualReviewStatus: 'pending' })).toBeNull();
  });

  it('keeps the code of a failed:{code} status', () => {
    expect(
      profileHostStatus({ ...base, idmeVerificationStatus: 'failed:document_expired' }),
    ).toEqual({ label: 'Verification Failed', tone: 'red', failureCode: 'document_expired' });
  });

  it('works from the public fields alone', () => {
    const { hostExperience: _e, idmeVerificationStatus: _s, ...pub } = base;
    expect(profileHostStatus({ ...pub, isHost: true })?.label).toBe('Unverified Host');
  });
});
