import { describe, expect, it } from 'vitest';
import { hostStanding, type StandingFields } from './badges.ts';

const guest: StandingFields = {
  isAdmin: false,
  isVerifiedHost: false,
  isHost: false,
  idmeVerified: false,
  manualReviewStatus: 'none',
  hostExperience: null,
  idmeVerificationStatus: null,
};
const applied = { ...guest, manualReviewStatus: 'pending' as const, hostExperience: 'Ten years' };
const standing = (over: Partial<StandingFields>) => hostStanding({ ...guest, ...over });

describe('role display order (spec section 4)', () => {
  it.each([
    [{ isAdmin: true, isVerifiedHost: true, isHost: true }, 'Admin'],
    [
      { isVerifiedHost: true, isHost: true, manualReviewStatus: 'pending' as const },
      'Verified Host',
    ],
    [{ isHost: true, manualReviewStatus: 'pending' as const }, 'Host'],
    [{ manualReviewStatus: 'pending' as const }, 'Pending Host'],
    [{ manualReviewStatus: 'rejected' as const }, 'User'],
    [{}, 'User'],
  ])('%o is shown as %s', (over, role) => {
    expect(standing(over).role).toBe(role);
  });
});

describe('host badge on cards (spec section 4)', () => {
  it.each([
    [
      { isVerifiedHost: true, idmeVerified: true, manualReviewStatus: 'pending' as const },
      'Verified Host',
      'green',
    ],
    [
      { idmeVerified: true, manualReviewStatus: 'pending' as const, isHost: true },
      'Pending Review',
      'yellow',
    ],
    [
      { idmeVerified: true, manualReviewStatus: 'approved' as const, isHost: true },
      'Unverified Host',
      'blue',
    ],
    [{ isHost: true }, 'Unverified Host', 'blue'],
    [{ manualReviewStatus: 'pending' as const }, 'Guest', 'gray'],
    [{}, 'Guest', 'gray'],
  ])('%o gives %s', (over, label, tone) => {
    expect(standing(over).card).toEqual({ label, tone });
  });

  it('needs no admin flag or identity status, as a card carries neither', () => {
    const { isAdmin, idmeVerificationStatus, hostExperience, ...card } = { ...guest, isHost: true };
    expect(hostStanding(card).card.label).toBe('Unverified Host');
    expect(hostStanding(card).action).toBeNull();
  });
});

describe('host badge status on the profile: six rules in order (spec section 4)', () => {
  it.each([
    [
      '1 verified host',
      { isVerifiedHost: true, isHost: true, manualReviewStatus: 'pending' as const },
      'Verified Host',
      'green',
    ],
    [
      '2 verified identity, review pending',
      { ...applied, idmeVerified: true, isHost: true },
      'Pending Admin Review',
      'yellow',
    ],
    ['3 applied, not a host', applied, 'Waiting for Admin Review', 'yellow'],
    [
      '4 host not verified',
      { isHost: true, idmeVerificationStatus: 'in_progress' },
      'Unverified Host',
      'blue',
    ],
    [
      '5 identity in progress',
      { idmeVerificationStatus: 'in_progress' },
      'Verification in Progress',
      'blue',
    ],
    [
      '6 review rejected',
      { manualReviewStatus: 'rejected' as const },
      'Verification Failed',
      'red',
    ],
    ['6 identity rejected', { idmeVerificationStatus: 'rejected' }, 'Verification Failed', 'red'],
    [
      '6 failed check',
      { idmeVerificationStatus: 'failed:document_expired' },
      'Verification Failed',
      'red',
    ],
  ])('%s gives %s', (_rule, over, label, tone) => {
    expect(standing(over).status).toMatchObject({ label, tone });
  });

  it('gives nothing to a plain guest, to a pending user without answers, or while processing', () => {
    expect(standing({}).status).toBeNull();
    expect(standing({ manualReviewStatus: 'pending' }).status).toBeNull();
    expect(standing({ idmeVerificationStatus: 'processing' }).status).toBeNull();
  });

  it('carries the code of a failed check, and none when there is none', () => {
    expect(standing({ idmeVerificationStatus: 'failed:selfie_face_mismatch' }).status).toEqual({
      label: 'Verification Failed',
      tone: 'red',
      failureCode: 'selfie_face_mismatch',
    });
    expect(standing({ idmeVerificationStatus: 'failed:' }).status).toEqual({
      label: 'Verification Failed',
      tone: 'red',
    });
  });

  it('applies on a public profile only the rules its fields allow', () => {
    const { idmeVerificationStatus, hostExperience, ...pub } = applied;
    expect(hostStanding(pub).status).toBeNull();
    expect(hostStanding({ ...pub, isHost: true }).status?.label).toBe('Unverified Host');
    expect(hostStanding(pub).action).toBeNull();
  });
});

describe('the next host step and the become-host button', () => {
  it.each([
    ['a guest may apply', {}, { kind: 'apply', disabled: false }],
    [
      'disabled while a check is in progress',
      { idmeVerificationStatus: 'in_progress' },
      { kind: 'apply', disabled: true },
    ],
    [
      'disabled while a check is processing',
      { idmeVerificationStatus: 'processing' },
      { kind: 'apply', disabled: true },
    ],
    [
      'disabled while review is pending',
      { ...applied, idmeVerified: true, idmeVerificationStatus: 'verified' },
      { kind: 'apply', disabled: true },
    ],
    ['an applicant not yet checked verifies', applied, { kind: 'verify', disabled: false }],
    [
      'an applicant may restart an abandoned check',
      { ...applied, idmeVerificationStatus: 'in_progress' },
      { kind: 'verify', disabled: false },
    ],
    [
      'but not while the provider is processing',
      { ...applied, idmeVerificationStatus: 'processing' },
      { kind: 'verify', disabled: true },
    ],
    [
      'an unverified host verifies',
      { isHost: true, manualReviewStatus: 'approved' as const },
      { kind: 'verify', disabled: false },
    ],
    [
      'a failed check is retried with its code',
      { ...applied, idmeVerificationStatus: 'failed:document_expired' },
      { kind: 'retry', step: 'identity', failureCode: 'document_expired' },
    ],
    [
      'a rejected application applies again',
      { manualReviewStatus: 'rejected' as const, hostExperience: 'x' },
      { kind: 'retry', step: 'application' },
    ],
    [
      'a host whose check an admin rejected checks again',
      { isHost: true, manualReviewStatus: 'rejected' as const, idmeVerificationStatus: 'rejected' },
      { kind: 'retry', step: 'identity' },
    ],
    [
      'the rejected code is kept when review was rejected too',
      {
        manualReviewStatus: 'rejected' as const,
        idmeVerificationStatus: 'failed:consent_declined',
      },
      { kind: 'retry', step: 'application', failureCode: 'consent_declined' },
    ],
  ])('%s', (_case, over, action) => {
    expect(standing(over).action).toEqual(action);
  });

  it.each([
    ['admins', { isAdmin: true }],
    ['verified hosts', { isVerifiedHost: true, isHost: true }],
    [
      'hosts waiting for the verification review',
      { isHost: true, idmeVerified: true, manualReviewStatus: 'pending' as const },
    ],
  ])('offers nothing to %s', (_who, over) => {
    expect(standing(over).action).toBeNull();
  });
});
