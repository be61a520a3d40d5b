// What a server-side session holds (brief §6), apart from the repository that stores it, so
// that the repository and sealed-pending-login.ts can both use these types without a cycle.
import type { Phase } from '#shared/flows';

export interface PendingLogin {
  providerId: string;
  phase: Phase;
  state: string;
  nonce: string;
  codeVerifier: string;
  /** ISO timestamp; a pending login older than PENDING_LOGIN_TTL_MS is refused. */
  createdAt: string;
}

export interface SessionData {
  pendingLogin?: PendingLogin;
  providerId?: string;
}

export interface SessionRecord {
  id: string;
  userId: string | null;
  data: SessionData;
  createdAt: Date;
  lastSeenAt: Date;
  authenticatedAt: Date | null;
}
