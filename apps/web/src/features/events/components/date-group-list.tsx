import type { Event } from '@storytable/domain';
import type { ReactNode } from 'react';
import type { DateGroup } from '../lib/date-groups.ts';

/** The listing's events under their date headings, 1, 2 or 3 cards a row. */
export function DateGroupList({
  groups,
  loading,
  renderEvent,
}: {
  groups: DateGroup<Event>[];
  /** Another page is loading: the cards fade. */
  loading: boolean;
  renderEvent: (event: Event) => ReactNode;
}) {
  return (
    <div className="space-y-10 transition-opacity aria-busy:opacity-60" aria-busy={loading}>
      {groups.map((group) => (
        <div key={group.label} className="space-y-4">
          <h3 className="border-b border-line pb-2 font-serif text-2xl font-semibold text-ink">
            {group.label}
          </h3>
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {group.events.map((e) => (
              // laid out only near the screen: the first commit of a page is twenty cards.
              // Only a height is assumed: the column gives the width (an assumed width made
              // a phone's page wider than its screen, which then shifted as cards laid out).
              // 34rem is a card's height (523 to 556 px at 390, 768 and 1280 px wide): with
              // 30rem, the pagination jumped 120 px as a scroll to it laid out the last rows
              <li
                key={e.id}
                className="[contain-intrinsic-block-size:auto_34rem] [content-visibility:auto] [overflow-clip-margin:3rem]"
              >
                {renderEvent(e)}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
