// The page's `?return_to=` (see return-to.ts), read from the address bar.
import { useSearch } from 'wouter';
import { returnTargetOf, type ReturnTarget } from './return-to';

export function useReturnTarget(): ReturnTarget | null {
  return returnTargetOf(useSearch());
}
