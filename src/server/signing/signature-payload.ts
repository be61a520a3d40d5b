// What a signer signs: the JWS payload binds the document's digest to one signing request.
import { z } from 'zod';

export const signaturePayloadSchema = z.object({
  /** Base64url SHA-256 of the canonical document (the app's document_digest). */
  document_digest: z.string(),
  /** The provider's id of the signing request. */
  request_id: z.string(),
  /** When the resident signed, seconds since the epoch. */
  iat: z.number().int(),
});

export type SignaturePayload = z.infer<typeof signaturePayloadSchema>;
