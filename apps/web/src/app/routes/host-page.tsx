import { HostRedirect } from '@/features/hosts/components/host-redirect.tsx';

/** /host, the target of 'Become a Featured Host'. */
export function HostPage() {
  return <HostRedirect />;
}
