// What each recipient may see (issue 26, decision 025): no message, of an application or of its
// revocation, carries a value of another recipient's part, and a municipality can still check
// its own part against the resident's signature with nothing but the message.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentDigest } from '../applications/canonical-document';
import { normalRecipients } from '../applications/document-recipients';
import { recipientIdOf } from '../applications/recipient-id';
import { applicationParts, revocationParts } from '../applications/recipient-parts';
import { openDisclosure, type DisclosedPart } from '../applications/selective-disclosure';
import type { StoredApplication, StoredRevocation } from '../applications/stored-application';
import type { RecipientRecord } from '../repositories/application-repository';
import { buildCancellationMessage } from './cancellation-message';
import type { DisclosureProof } from './disclosure-proof';
import { buildApplicationMessage } from './messages';
import { digestSignedIn, signedApplication } from './testing/signed-application';
import { signedRevocation } from './testing/signed-revocation';

const createdAt = new Date('2026-11-20T03:00:00Z');
let stored: StoredApplication;
let rows: RecipientRecord[];
let revocation: StoredRevocation;

beforeAll(async () => {
  ({ stored } = await signedApplication());
  rows = normalRecipients(stored.document).map((recipient, position) => ({ ...recipient, id: randomUUID(), position, updatedAt: createdAt }));
  revocation = await signedRevocation({
    original: { id: randomUUID(), receptionNumber: '7KQ2-M9XD-4T3H', stored },
    cancelled: rows.map((recipient) => ({ recipient, receptionNumber: '7KQ2-M9XD-4T3H' })),
    reason: '引越しの予定がなくなったため。',
  });
});

/** Every string leaf of a value (numbers as text), at least four characters long. */
function leaves(value: unknown): string[] {
  if (typeof value === 'string') return value.length >= 4 ? [value] : [];
  if (typeof value === 'number') return String(value).length >= 4 ? [String(value)] : [];
  if (Array.isArray(value)) return value.flatMap(leaves);
  if (value && typeof value === 'object') return Object.values(value).flatMap(leaves);
  return [];
}

/** The message as the recipient reads it: its JSON and, where it has one, its disclosure decoded. */
function readable(data: object): string {
  const proof = 'proof' in data ? (data.proof as DisclosureProof) : undefined;
  const disclosure = proof ? Buffer.from(proof.disclosure, 'base64url').toString('utf8') : '';
  return JSON.stringify(data) + disclosure;
}

/** The values of the other parts that the recipient's own part does not hold too (a shared move date is its own as well). */
function othersValues(parts: readonly DisclosedPart[], own: DisclosedPart): string[] {
  const ownText = JSON.stringify(own.value);
  return parts.filter((part) => part !== own).flatMap((part) => leaves(part.value).filter((leaf) => !ownText.includes(leaf)));
}

describe('each recipient sees its own part only', () => {
  it('the application: no message carries another recipient’s values, a bank account included', () => {
    const parts = applicationParts(stored.document);
    expect(parts).toHaveLength(4);
    // The test means something: the businesses' bank details are values the municipalities must not get.
    const account = stored.document.business_applications.map((entry) => (entry.values as { payment?: { account_number?: string } | null }).payment).find(Boolean);
    expect(account?.account_number).toMatch(/^\d{7}$/);

    for (const row of rows) {
      const id = recipientIdOf(row.address);
      const own = parts.find((part) => (part.value as { recipient: string; procedure: string }).recipient === id && (part.value as { procedure: string }).procedure === row.procedure)!;
      const data = buildApplicationMessage({ messageId: randomUUID(), application: { receptionNumber: '7KQ2-M9XD-4T3H', createdAt, document: stored }, recipient: row, honoursPromo: () => false }).data;
      const text = readable(data);
      const leaked = othersValues(parts, own).filter((value) => text.includes(value));
      expect(leaked, `${id} (${row.procedure})`).toEqual([]);
      if (row.kind === 'municipality') expect(text).not.toContain(account!.account_number!);
    }
  });

  it('the revocation: no cancellation carries another recipient’s procedure, name or reason it does not require', () => {
    const parts = revocationParts(revocation.document);
    expect(parts).toHaveLength(4);
    for (const row of rows) {
      const own = parts.find((part) => part.key === `${recipientIdOf(row.address)}/${row.id}`)!;
      const data = buildCancellationMessage({
        messageId: randomUUID(),
        revocation: { receptionNumber: '4M7Q-2D9K-XT3B', createdAt, document: revocation },
        recipient: { kind: row.kind, address: row.address, cancelsRecipientId: row.id },
        cancels: { message_id: randomUUID(), reception_number: '7KQ2-M9XD-4T3H' },
      }).data;
      const leaked = othersValues(parts, own).filter((value) => readable(data).includes(value));
      expect(leaked, recipientIdOf(row.address)).toEqual([]);
    }
  });

  it('a municipality checks its part: the JWS signs the manifest, and its disclosure is one of the manifest’s digests', async () => {
    const parts = applicationParts(stored.document);
    for (const row of rows.filter((recipient) => recipient.kind === 'municipality')) {
      const { proof } = buildApplicationMessage({ messageId: randomUUID(), application: { receptionNumber: '7KQ2-M9XD-4T3H', createdAt, document: stored }, recipient: row, honoursPromo: () => false })
        .data as { proof: DisclosureProof };
      expect(await digestSignedIn(proof.jws)).toBe(documentDigest(proof.manifest));
      expect(proof.manifest._sd).toHaveLength(parts.length);
      expect(openDisclosure(proof.manifest, proof.disclosure)?.value).toMatchObject({ recipient: recipientIdOf(row.address), procedure: row.procedure });
      // Another recipient's part, even guessed exactly, does not open without its salt.
      const other = parts.find((part) => (part.value as { recipient: string }).recipient !== recipientIdOf(row.address))!;
      const guessed = Buffer.from(JSON.stringify(['', other.key, other.value])).toString('base64url');
      expect(openDisclosure(proof.manifest, guessed)).toBeNull();
    }
  });

  it('a changed stored document no longer matches its signed manifest, and no message is built from it', () => {
    const tampered: StoredApplication = { ...stored, document: { ...stored.document, moving: { ...stored.document.moving, move_date: '2030-01-01' } } };
    const municipality = rows.find((row) => row.kind === 'municipality')!;
    expect(() =>
      buildApplicationMessage({ messageId: randomUUID(), application: { receptionNumber: '7KQ2-M9XD-4T3H', createdAt, document: tampered }, recipient: municipality, honoursPromo: () => false }),
    ).toThrow('the parts do not match the signed manifest');
  });
});
