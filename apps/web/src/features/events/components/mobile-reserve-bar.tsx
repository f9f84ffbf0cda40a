import { type RefObject, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useCurrentUser } from '@/lib/current-user.ts';
import { PriceWithFee } from './price-with-fee.tsx';

/**
 * On a phone, the event page's price and a 'Reserve' button stay at the bottom of the screen
 * while the reservation panel is scrolled away; the button brings the panel into view and puts
 * focus on its own reserve control, so the one reservation flow stays the only one.
 */
export function MobileReserveBar({
  price,
  panel,
  label = 'Reserve',
}: {
  price: number;
  panel: RefObject<HTMLElement | null>;
  /** 'Notify me' before the dinner opens for booking (decision 071). */
  label?: string;
}) {
  const { user } = useCurrentUser();
  const [panelVisible, setPanelVisible] = useState(true);
  useEffect(() => {
    const el = panel.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) =>
      setPanelVisible(entry?.isIntersecting ?? true),
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [panel]);
  // an admin has nothing to reserve
  if (panelVisible || user?.isAdmin) return null;
  const goToPanel = () => {
    const el = panel.current;
    el?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    el?.querySelector<HTMLElement>('button:not([disabled])')?.focus({ preventScroll: true });
  };
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-4 border-t border-line bg-white/95 px-5 py-3 shadow-[0_-8px_24px_rgba(0,0,0,0.06)] backdrop-blur lg:hidden">
      <p>
        <PriceWithFee cents={price} className="text-xl" />
      </p>
      <Button onClick={goToPanel}>{label}</Button>
    </div>
  );
}
