import { useEffect, useState } from 'react';

/** A flag that lowers itself `ms` after it is raised: a 'Copied' that shows for a moment. */
export function useBriefFlag(ms: number): [raised: boolean, raise: () => void] {
  const [raised, setRaised] = useState(false);

  useEffect(() => {
    if (!raised) return undefined;
    const timer = setTimeout(() => setRaised(false), ms);
    return () => clearTimeout(timer);
  }, [raised, ms]);

  return [raised, () => setRaised(true)];
}
