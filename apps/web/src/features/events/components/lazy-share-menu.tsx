import { Share2 } from 'lucide-react';
import { type ComponentProps, lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button.tsx';

const ShareMenu = lazy(() => import('./share-menu.tsx').then((m) => ({ default: m.ShareMenu })));

/**
 * The share menu as a chunk of its own (decision 055): its menu and focus scope are not
 * evaluated before the dinner page's first render. Until it arrives, the same button, disabled.
 */
export function LazyShareMenu(props: ComponentProps<typeof ShareMenu>) {
  return (
    <Suspense
      fallback={
        <Button variant="secondary" size="sm" aria-label={props.label} disabled>
          <Share2 aria-hidden="true" className="size-4" />
          Share
        </Button>
      }
    >
      <ShareMenu {...props} />
    </Suspense>
  );
}
