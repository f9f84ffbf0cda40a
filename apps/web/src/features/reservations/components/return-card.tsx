import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonClasses } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

type Tone = 'processing' | 'success' | 'error';

const ICONS: Record<Tone, ReactNode> = {
  processing: <LoaderCircle aria-hidden="true" className="size-8 animate-spin" />,
  success: <CircleCheck aria-hidden="true" className="size-8" />,
  error: <CircleAlert aria-hidden="true" className="size-8" />,
};

/**
 * The payment return page's card (spec section 2): its state's icon and title (also the
 * document's), what happened, `actions`, and 'Return to Home'.
 */
export function ReturnCard({
  tone,
  title,
  children,
  actions,
}: {
  tone: Tone;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <section
      aria-live="polite"
      aria-busy={tone === 'processing'}
      className="mx-auto max-w-xl rounded-3xl border border-line bg-white px-6 py-10 text-center sm:px-10"
    >
      <span
        className={cn(
          'mx-auto inline-flex size-16 items-center justify-center rounded-full',
          tone === 'success' && 'bg-green-100 text-green-800',
          tone === 'error' && 'bg-red-100 text-red-800',
          tone === 'processing' && 'bg-brand-100 text-brand-700',
        )}
      >
        {ICONS[tone]}
      </span>
      <h1 className="mt-6 font-serif text-3xl font-semibold text-ink sm:text-4xl">{title}</h1>
      <div className="mt-4 space-y-2 leading-7 text-muted">{children}</div>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        {actions}
        <Link href="/" className={buttonClasses(actions ? 'secondary' : 'primary')}>
          Return to Home
        </Link>
      </div>
    </section>
  );
}
