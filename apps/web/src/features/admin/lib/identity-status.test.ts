import { describe, expect, it } from 'vitest';
import { documentText, identityStatus, reviewDay } from './identity-status.ts';

describe('identityStatus', () => {
  it.each([
    [{ idmeVerified: true, idmeVerificationStatus: 'requires_input' }, 'Verified'],
    [{ idmeVerified: false, idmeVerificationStatus: null }, 'Not started'],
    [
      { idmeVerified: false, idmeVerificationStatus: 'failed:document_expired' },
      'Failed (document_expired)',
    ],
    [{ idmeVerified: false, idmeVerificationStatus: 'in_progress' }, 'in progress'],
    [{ idmeVerified: false, idmeVerificationStatus: 'requires_input' }, 'requires input'],
  ])('%o reads %s', (item, text) => {
    expect(identityStatus(item)).toBe(text);
  });
});

describe('documentText', () => {
  it('joins the type, in words, and the issuer', () => {
    expect(documentText({ verifiedDocumentType: 'id_card', verifiedDocumentIssuer: 'FR' })).toBe(
      'id card, FR',
    );
  });
  it('keeps what it has', () => {
    expect(documentText({ verifiedDocumentType: 'passport', verifiedDocumentIssuer: null })).toBe(
      'passport',
    );
  });
  it('is null when nothing was recorded', () => {
    expect(documentText({ verifiedDocumentType: null, verifiedDocumentIssuer: null })).toBeNull();
  });
});

describe('reviewDay', () => {
  it("reads a date as 'MMM d, yyyy', or null", () => {
    expect(reviewDay('2026-03-05T12:00:00.000Z')).toBe('Mar 5, 2026');
    expect(reviewDay(null)).toBeNull();
  });
});
