import { messageLength } from '@storytable/domain';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { queryErrorText } from '@/components/tab-states.tsx';
import { Button } from '@/components/ui/button.tsx';
import { TextAreaField } from '@/components/ui/text-area-field.tsx';
import { charactersText } from '../lib/message-text.ts';

/**
 * A message box: the text, a live counter, `children` (options), and a send button. An empty or
 * overlong text is refused here with the reason; the server's refusal is shown as it said it.
 */
export function MessageForm({
  label,
  hint,
  sendLabel,
  failed,
  disabled,
  onSend,
  children,
}: {
  label: string;
  hint?: ReactNode;
  sendLabel: string;
  /** What to say when the server gives no reason. */
  failed: string;
  disabled?: boolean;
  /** Sends the text; resolves with what to confirm, rejects with the refusal. */
  onSend: (body: string) => Promise<string>;
  children?: ReactNode;
}) {
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const counterId = useId();
  const counter = charactersText(body);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setDone(null);
    if (messageLength(body) === 0) return setProblem('Write a message first.');
    if (counter.over) return setProblem('Shorten the message to send it.');
    setProblem(null);
    setSending(true);
    try {
      setDone(await onSend(body));
      setBody('');
    } catch (error) {
      setProblem(queryErrorText(error, failed));
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <TextAreaField
        label={label}
        hint={hint}
        value={body}
        rows={4}
        onChange={(e) => {
          setBody(e.target.value);
          setProblem(null);
        }}
        aria-describedby={counterId}
        error={problem ?? undefined}
        disabled={disabled}
      />
      <p
        id={counterId}
        className={counter.over ? 'text-sm font-medium text-danger' : 'text-sm text-muted'}
      >
        {counter.text}
      </p>
      {children}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={disabled || sending}>
          {sending ? 'Sending…' : sendLabel}
        </Button>
        <p role="status" className="text-sm font-medium text-green-800">
          {done}
        </p>
      </div>
    </form>
  );
}
