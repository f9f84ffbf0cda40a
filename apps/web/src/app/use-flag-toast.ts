import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';

/**
 * A link from an email lands with a one-shot query flag (`?verified=1`): `show` turns its value
 * into a toast, then the flag leaves the address bar. `show` must be stable (module level).
 */
export function useFlagToast(name: string, show: (value: string) => void) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  useEffect(() => {
    const params = new URLSearchParams(search);
    const flag = params.get(name);
    if (flag === null) return;
    show(flag);
    params.delete(name);
    const rest = params.toString();
    navigate(rest ? `${location}?${rest}` : location, { replace: true });
  }, [name, show, search, location, navigate]);
}
