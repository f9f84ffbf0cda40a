import { normalizeTicketCode, TICKET_CODE_ALPHABET, TICKET_CODE_LENGTH } from '@storytable/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';

export const CODE_INVALID = `Enter the ${TICKET_CODE_LENGTH}-character code from the guest’s ticket.`;

/** A typed code is checked here first, so a typo is said at once rather than by the server. */
export function isTypedCodeValid(typed: string): boolean {
  const code = normalizeTicketCode(typed);
  return (
    code.length === TICKET_CODE_LENGTH && [...code].every((c) => TICKET_CODE_ALPHABET.includes(c))
  );
}

/** Check-in by the short code on the guest's ticket. */
export function CodeEntry({
  disabled,
  onCode,
}: {
  disabled: boolean;
  onCode: (code: string) => void;
}) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!isTypedCodeValid(typed)) return setError(CODE_INVALID);
    setError(undefined);
    onCode(normalizeTicketCode(typed));
    setTyped('');
  };
  return (
    <form onSubmit={submit} className="flex items-end gap-3" noValidate>
      <div className="flex-1">
        <TextField
          label="Ticket code"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          error={error}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          placeholder="KM7C-4TQX"
        />
      </div>
      <Button type="submit" disabled={disabled} className={error ? 'mb-7' : undefined}>
        Check in
      </Button>
    </form>
  );
}
