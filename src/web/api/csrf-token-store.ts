// The CSRF token of spec §3/§7: fetched once at start, reused for every POST, and
// fetched again when the server says it no longer matches the session.

export interface CsrfTokenStore {
  /** The stored token, fetching one first if there is none yet. */
  current(): Promise<string>;
  /** Forget the stored token and fetch a new one (concurrent callers share one fetch). */
  refresh(): Promise<string>;
}

export function createCsrfTokenStore(fetchToken: () => Promise<string>): CsrfTokenStore {
  let token: Promise<string> | undefined;
  let inflight: Promise<string> | undefined;

  function refresh(): Promise<string> {
    if (inflight) return inflight;
    const pending = fetchToken();
    inflight = pending;
    token = pending;
    pending.then(
      () => { inflight = undefined; },
      () => {
        // A failed fetch must not stick: the next POST tries again.
        inflight = undefined;
        if (token === pending) token = undefined;
      },
    );
    return pending;
  }

  return {
    current: () => token ?? refresh(),
    refresh,
  };
}
