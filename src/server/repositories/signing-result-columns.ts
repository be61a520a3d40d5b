// A signing result as the two signing tables store it: state, failure reason and the sealed
// JWS. `seal`/`open` bind the JWS to its row (document-cipher's associated data).
import type { ProviderResult, SignatureFailureReason } from '../signing/signing-provider';

export type SettledResult = Exclude<ProviderResult, { state: 'pending' }>;

interface ResultColumns {
  state: string;
  failureReason: string | null;
  jws: Buffer | null;
}

export function resultFromColumns(columns: ResultColumns, open: (sealed: Buffer) => string): ProviderResult {
  if (columns.state === 'signed' && columns.jws) return { state: 'signed', jws: open(columns.jws) };
  if (columns.state === 'failed') return { state: 'failed', reason: columns.failureReason as SignatureFailureReason };
  return { state: 'pending' };
}

export function columnsFromResult(result: SettledResult, seal: (jws: string) => Buffer): ResultColumns {
  return {
    state: result.state,
    failureReason: result.state === 'failed' ? result.reason : null,
    jws: result.state === 'signed' ? seal(result.jws) : null,
  };
}
