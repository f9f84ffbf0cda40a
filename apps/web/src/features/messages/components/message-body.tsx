import { writtenAtText } from '../lib/message-text.ts';

/**
 * One message or reply: its text as React text (never HTML), line breaks kept, with who wrote
 * it and when.
 */
export function MessageBody({
  author,
  body,
  sentAt,
  note,
}: {
  author: string;
  body: string;
  sentAt: string;
  note?: string;
}) {
  return (
    <li className="space-y-1 rounded-2xl border border-line bg-white p-4">
      <p className="text-sm text-muted">
        <span className="font-semibold text-ink">{author}</span> ·{' '}
        <time dateTime={sentAt}>{writtenAtText(sentAt)}</time>
        {note ? ` · ${note}` : null}
      </p>
      <p className="break-words whitespace-pre-wrap text-ink">{body}</p>
    </li>
  );
}
