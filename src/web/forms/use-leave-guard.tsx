// A page with unsaved input asks before it is left (routing/leave-guard.ts, whose gate the shell
// installs at start-up), with its own dialog for in-app navigation. `active` is whether the page
// holds input not saved yet.
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { guardLeaving } from '../routing/leave-guard';
import { LeaveDialog } from './leave-dialog';

export function useLeaveGuard(active: boolean): ReactNode {
  const [, navigate] = useLocation();
  const [leave, setLeave] = useState<(() => void) | null>(null);
  useEffect(() => {
    if (!active) return;
    return guardLeaving({ window }, { ask: (go) => setLeave(() => go), navigate: (path) => navigate(path) });
  }, [active, navigate]);
  return (
    <LeaveDialog
      open={leave !== null}
      onStay={() => setLeave(null)}
      onLeave={() => {
        setLeave(null);
        leave?.();
      }}
    />
  );
}
