import { Link2, Share2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import { toast } from '@/lib/toast.ts';

export const SHARE_SUCCESS = 'Event shared successfully!';
export const SHARE_FAILED = 'Failed to share the event. Please try again.';

const brand = { viewBox: '0 0 24 24', className: 'size-4', fill: 'currentColor' } as const;

function socialLinks(
  url: string,
  title: string,
): Array<{ name: string; href: string; icon: ReactNode }> {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    {
      name: 'Twitter',
      href: `https://twitter.com/intent/tweet?text=${t}&url=${u}`,
      icon: (
        <svg aria-hidden="true" {...brand}>
          <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.3 4.7H5.5l11.2 14.5Z" />
        </svg>
      ),
    },
    {
      name: 'Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
      icon: (
        <svg aria-hidden="true" {...brand}>
          <path d="M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4A20 20 0 0 0 14.3 4c-2.2 0-3.7 1.3-3.7 3.8v2.7H8.1v3h2.5V21h2.9Z" />
        </svg>
      ),
    },
    {
      name: 'LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
      icon: (
        <svg aria-hidden="true" {...brand}>
          <path d="M6.9 21H3.2V9h3.7v12ZM5 7.4a2.1 2.1 0 1 1 0-4.3 2.1 2.1 0 0 1 0 4.3ZM21 21h-3.7v-5.8c0-1.4 0-3.2-2-3.2s-2.2 1.5-2.2 3.1V21H9.4V9h3.5v1.6h.1c.5-.9 1.7-2 3.5-2 3.8 0 4.5 2.5 4.5 5.7V21Z" />
        </svg>
      ),
    },
  ];
}

function isAbort(err: unknown): boolean {
  return err instanceof DOMException && err.name === 'AbortError';
}

/**
 * Share an event (spec section 2): the device's share sheet where the browser has one;
 * otherwise a menu of Twitter, Facebook and LinkedIn links (new tab) and 'Copy link'.
 */
export function ShareMenu({
  title,
  url,
  label,
}: {
  title: string;
  url: string;
  /** The button's accessible name where several share buttons sit together ('Share {title}'). */
  label?: string;
}) {
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  if (canShare) {
    return (
      <Button
        variant="secondary"
        size="sm"
        aria-label={label}
        onClick={async () => {
          try {
            await navigator.share({ title, text: title, url });
            toast({ title: SHARE_SUCCESS });
          } catch (err) {
            if (!isAbort(err)) toast({ variant: 'destructive', title: SHARE_FAILED });
          }
        }}
      >
        <Share2 aria-hidden="true" className="size-4" />
        Share
      </Button>
    );
  }
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary" size="sm" aria-label={label}>
          <Share2 aria-hidden="true" className="size-4" />
          Share
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent aria-label="Share this event">
        {socialLinks(url, title).map((s) => (
          <DropdownMenuItem key={s.name} asChild>
            <a href={s.href} target="_blank" rel="noopener noreferrer">
              {s.icon}
              Share on {s.name}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </DropdownMenuItem>
        ))}
        <DropdownMenuItem
          onSelect={async () => {
            try {
              await navigator.clipboard.writeText(url);
              toast({ title: 'Link copied', description: 'The event link is on your clipboard.' });
            } catch {
              toast({ variant: 'destructive', title: SHARE_FAILED });
            }
          }}
        >
          <Link2 aria-hidden="true" className="size-4" />
          Copy link
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
