import { MESSAGE_MAX_CHARACTERS, messageCharactersLeft } from '@storytable/domain';

/** '3 messages left today', 'No messages left today'. */
export function leftTodayText(left: number): string {
  if (left <= 0) return 'No messages left today';
  return `${left} ${left === 1 ? 'message' : 'messages'} left today`;
}

/** The counter under a message box: characters left, or how many over the bound. */
export function charactersText(body: string): { text: string; over: boolean } {
  const left = messageCharactersLeft(body);
  if (left < 0) return { text: `${(-left).toLocaleString('en-US')} characters over`, over: true };
  return {
    text: `${left.toLocaleString('en-US')} of ${MESSAGE_MAX_CHARACTERS.toLocaleString('en-US')} characters left`,
    over: false,
  };
}

/** 'Sent to 3 guests and the waitlist'. */
export function recipientsText(recipients: number, includeWaitlist: boolean): string {
  const who = `${recipients} ${recipients === 1 ? 'guest' : 'guests'}`;
  return includeWaitlist ? `Sent to ${who}, the waitlist included` : `Sent to ${who}`;
}

/** 'Nov 26, 2026, 8:10 PM' in the reader's own zone: when something was written. */
export function writtenAtText(at: string): string {
  return new Date(at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
