// The app's address: a tiny history router (two pages do not need a routing library). Links call
// `navigate`; the back and forward buttons are followed through popstate.
import { useCallback, useEffect, useState } from 'react';

export interface Location {
  pathname: string;
  search: string;
}

const read = (): Location => ({ pathname: window.location.pathname, search: window.location.search });

export function useLocation(): [Location, (to: string, options?: { replace?: boolean }) => void] {
  const [location, setLocation] = useState(read);
  useEffect(() => {
    const onPop = () => setLocation(read());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navigate = useCallback((to: string, options: { replace?: boolean } = {}) => {
    if (options.replace) window.history.replaceState(null, '', to);
    else window.history.pushState(null, '', to);
    setLocation(read());
  }, []);
  return [location, navigate];
}
