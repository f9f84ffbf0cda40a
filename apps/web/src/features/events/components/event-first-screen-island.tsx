import {
  EVENT_FIRST_SCREEN_ATTRIBUTE,
  type EventFirstScreen as FirstScreen,
} from '@storytable/domain';
import { createContext, useContext, useState } from 'react';
import { EventFirstScreen } from './event-first-screen.tsx';

/** The tokens the build renders the first screen with (given by the prerender only). */
export const FirstScreenTemplate = createContext<FirstScreen | null>(null);

const serverHtml = () =>
  typeof document === 'undefined'
    ? ''
    : (document.querySelector(`[${EVENT_FIRST_SCREEN_ATTRIBUTE}]`)?.innerHTML ?? '');

/**
 * Where the server writes a dinner's first screen (decision 055). The build renders it with tokens;
 * while the app hydrates, it keeps what the server wrote (React neither checks nor touches HTML it
 * is given this way), and the page is drawn in its place on the render after. Tall enough to
 * keep the footer below the fold, so the swap moves nothing on screen.
 */
export function EventFirstScreenIsland() {
  const template = useContext(FirstScreenTemplate);
  const [html] = useState(serverHtml);
  const marker = { [EVENT_FIRST_SCREEN_ATTRIBUTE]: '' };
  if (template)
    return (
      <div {...marker} className="min-h-svh">
        <EventFirstScreen view={template} />
      </div>
    );
  return (
    <div
      {...marker}
      className="min-h-svh"
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own escaped HTML, kept as it is
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
