import { useRouteContext } from '@tanstack/react-router';
import type { ConsoleMe } from '../../../contract/staff';

/** The role the store gave the operator when the console's screen was last opened. */
export function useConsoleMe(): ConsoleMe {
  return useRouteContext({ from: '/admin', select: (context) => context.consoleMe });
}
