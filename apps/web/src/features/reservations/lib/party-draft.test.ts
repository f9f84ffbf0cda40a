import { PARTY_MESSAGES } from '@storytable/domain';
import { describe, expect, it } from 'vitest';
import { bookingBody, EMPTY_COMPANION, partyErrors, resizeParty } from './party-draft.ts';

describe('the party draft', () => {
  it('resizes the companions, keeping what was typed', () => {
    const rui = { ...EMPTY_COMPANION, name: 'Rui' };
    expect(resizeParty([], 3)).toEqual([EMPTY_COMPANION, EMPTY_COMPANION]);
    expect(resizeParty([rui, EMPTY_COMPANION], 2)).toEqual([rui]);
    expect(resizeParty([rui], 1)).toEqual([]);
  });

  it('requires each companion’s first name, bounded', () => {
    expect(partyErrors([{ ...EMPTY_COMPANION, name: '  ' }])).toEqual([
      { name: PARTY_MESSAGES.NAME_REQUIRED },
    ]);
    expect(partyErrors([{ ...EMPTY_COMPANION, name: 'x'.repeat(61) }])[0]?.name).toBe(
      PARTY_MESSAGES.NAME_TOO_LONG,
    );
    expect(partyErrors([{ ...EMPTY_COMPANION, name: 'Rui' }])).toEqual([{}]);
  });

  it('leaves a seat alone’s body as it was and adds the seats for a party', () => {
    const answers = { dietary: { needs: ['vegan' as const], note: null }, answer: 'Crete' };
    expect(bookingBody(answers, [])).toBe(answers);
    expect(bookingBody(undefined, [])).toBeUndefined();
    expect(bookingBody(undefined, [{ name: ' Rui ', needs: ['halal'], note: ' ' }])).toEqual({
      dietary: { needs: [], note: null },
      answer: null,
      seats: [
        { name: null, dietary: { needs: [], note: null } },
        { name: 'Rui', dietary: { needs: ['halal'], note: null } },
      ],
    });
  });
});
