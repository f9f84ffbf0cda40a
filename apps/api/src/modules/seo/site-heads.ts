import { type PublicUser, profilePagePath } from '@storytable/domain';
import type { Site } from './event-page-head.ts';
import { type PageHead, shortText } from './page-head.ts';

const TAGLINE = 'Connect through conversation';
const ABOUT =
  'Facilitated conversation dinners for 6 to 8 guests at restaurants near you. No networking. No noise. Just human moments shared over a table.';

/** The landing page: the product itself, as a schema.org WebSite. */
export function landingHead(site: Site): PageHead {
  return {
    title: `${site.appName} | ${TAGLINE}`,
    description: ABOUT,
    canonical: `${site.appUrl}/`,
    type: 'website',
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: site.appName,
        url: `${site.appUrl}/`,
        description: ABOUT,
      },
    ],
  };
}

/** The listing; a later page of it is a page of its own. */
export function eventsHead(site: Site, page: number): PageHead {
  const paged = page > 1 ? `?page=${page}` : '';
  return {
    title: `Browse Events${page > 1 ? ` (page ${page})` : ''} | ${site.appName}`,
    description: `Upcoming conversation dinners on ${site.appName}: history, art, ideas and leadership over a shared table. Reserve a seat at a table of 6 to 8.`,
    canonical: `${site.appUrl}/events${paged}`,
    type: 'website',
  };
}

/** A profile: a host's is a public page (schema.org Person); a guest's stays out of search. */
export function profileHead(user: PublicUser, site: Site): PageHead {
  const url = `${site.appUrl}${profilePagePath(user.id)}`;
  const bio = user.bio?.trim();
  // avatars are data URIs or stored images; only a stored one has an address to share
  const image = user.profileImage?.startsWith('/api/images/')
    ? `${site.appUrl}${user.profileImage}`
    : undefined;
  return {
    title: `${user.name} | ${site.appName}`,
    description: shortText(
      bio ||
        (user.isHost
          ? `${user.name} hosts conversation dinners on ${site.appName}.`
          : `${user.name} on ${site.appName}.`),
    ),
    canonical: url,
    type: 'profile',
    ...(image ? { image: { url: image, width: 256, height: 256, alt: user.name } } : {}),
    noindex: !user.isHost,
    structuredData: user.isHost
      ? [
          {
            '@context': 'https://schema.org',
            '@type': 'Person',
            name: user.name,
            url,
            ...(bio ? { description: bio } : {}),
            ...(image ? { image } : {}),
            jobTitle: user.isVerifiedHost ? 'Verified Host' : 'Host',
          },
        ]
      : [],
  };
}

/** A page that is not there: said in the title, kept out of search. */
export function missingHead(site: Site, what: string, canonical: string): PageHead {
  return {
    title: `${what} | ${site.appName}`,
    description: ABOUT,
    canonical: `${site.appUrl}${canonical}`,
    type: 'website',
    noindex: true,
  };
}
