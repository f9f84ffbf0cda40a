import type { ReactNode } from 'react';

interface Social {
  name: string;
  href: string;
  icon: ReactNode;
}

const iconProps = {
  viewBox: '0 0 24 24',
  className: 'size-5',
  fill: 'currentColor',
} as const;

const SOCIALS: Social[] = [
  {
    name: 'Facebook',
    href: 'https://www.facebook.com/storytable',
    icon: (
      <svg aria-hidden="true" {...iconProps}>
        <path d="M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4A20 20 0 0 0 14.3 4c-2.2 0-3.7 1.3-3.7 3.8v2.7H8.1v3h2.5V21h2.9Z" />
      </svg>
    ),
  },
  {
    name: 'Twitter',
    href: 'https://twitter.com/storytable',
    icon: (
      <svg aria-hidden="true" {...iconProps}>
        <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.3 4.7H5.5l11.2 14.5Z" />
      </svg>
    ),
  },
  {
    name: 'Instagram',
    href: 'https://www.instagram.com/storytable',
    icon: (
      <svg aria-hidden="true" {...iconProps}>
        <path d="M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4Zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm6-7.9a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0ZM21 8.3c0-1.5-.4-2.8-1.4-3.9-1-1-2.4-1.4-3.9-1.4-1.6-.1-6.2-.1-7.8 0-1.5 0-2.8.4-3.9 1.4S2.6 6.8 2.5 8.3c-.1 1.6-.1 6.2 0 7.8 0 1.5.4 2.8 1.5 3.9 1 1 2.4 1.4 3.9 1.4 1.6.1 6.2.1 7.8 0 1.5 0 2.8-.4 3.9-1.4 1-1 1.4-2.4 1.4-3.9.1-1.6.1-6.2 0-7.8Zm-2 9.5a3 3 0 0 1-1.7 1.7c-1.2.5-4 .4-5.3.4s-4.1.1-5.3-.4a3 3 0 0 1-1.7-1.7c-.5-1.2-.4-4-.4-5.3s-.1-4.1.4-5.3a3 3 0 0 1 1.7-1.7c1.2-.5 4-.4 5.3-.4s4.1-.1 5.3.4a3 3 0 0 1 1.7 1.7c.5 1.2.4 4 .4 5.3s.1 4.1-.4 5.3Z" />
      </svg>
    ),
  },
  {
    name: 'YouTube',
    href: 'https://www.youtube.com/@storytable',
    icon: (
      <svg aria-hidden="true" {...iconProps}>
        <path d="M22.5 7.2a2.8 2.8 0 0 0-2-2C18.7 4.7 12 4.7 12 4.7s-6.7 0-8.5.5a2.8 2.8 0 0 0-2 2A29 29 0 0 0 1 12a29 29 0 0 0 .5 4.8 2.8 2.8 0 0 0 2 2c1.8.5 8.5.5 8.5.5s6.7 0 8.5-.5a2.8 2.8 0 0 0 2-2A29 29 0 0 0 23 12a29 29 0 0 0-.5-4.8ZM9.8 15V9l5.6 3-5.6 3Z" />
      </svg>
    ),
  },
];

/** Facebook, Twitter, Instagram and YouTube, each in a new tab. */
export function SocialLinks() {
  return (
    <ul className="flex gap-2">
      {SOCIALS.map((s) => (
        <li key={s.name}>
          <a
            href={s.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Storytable on ${s.name} (opens in a new tab)`}
            className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-cream transition-colors hover:bg-white/20"
          >
            {s.icon}
          </a>
        </li>
      ))}
    </ul>
  );
}
