// The page's `?return_to=` (see return-to.ts), read from the address bar for the page's flow.
import { useSearch } from 'wouter';
import { returnTargetOf, type ReturnTarget } from './return-to';
import { useSectionFlow } from './section-flow';

export function useReturnTarget(): ReturnTarget | null {
  return returnTargetOf(useSearch(), useSectionFlow());
}
