// Which resident a signing request is for, as the identity provider knows them: the provider
// the resident logged in with (session) and its subject, kept encrypted in the profile at login.
import type { FastifyRequest } from 'fastify';
import type { ResidentClaims } from '../auth/resident-claims';
import type { UserRepository } from '../repositories/user-repository';
import type { Signer } from './signing-provider';

/** The users row's encrypted profile: the verified claims and the provider's subject. */
export type StoredProfile = ResidentClaims & { subject?: string };

/** Null for a profile stored before subjects were kept: the resident must log in again. */
export async function signerOf(users: UserRepository, request: FastifyRequest, userId: string): Promise<Signer | null> {
  const profile = await users.findProfile<StoredProfile>(userId);
  const providerId = request.session?.data.providerId;
  if (!profile?.subject || providerId === undefined) return null;
  return { providerId, subject: profile.subject };
}
