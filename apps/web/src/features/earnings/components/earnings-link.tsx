import { Wallet } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '@/components/ui/button.tsx';

/** 'Earnings' among the host's tools. */
export function EarningsLink() {
  return (
    <Link href="/host/earnings" className={buttonClasses('secondary', 'sm')}>
      <Wallet aria-hidden="true" className="size-4" />
      Earnings
    </Link>
  );
}
