// The test residents' certificate generations and revocations (issue 28): kept in the database
// so two app processes agree (decision 026), and in memory for the IdP on its own; both answer
// alike. A revocation keeps its first date, a renewal moves to the next generation, and a
// revoked certificate stays on the list the CRL is built from.
import { describe, expect, it } from 'vitest';
import { devCertificateSerial, memoryCertificateRevocations, openCertificateRevocations, type CertificateRevocations } from '../dev-idp/certificate-revocations';
import { useTestDatabase } from '../db/test-database';
import { createDevCertificateStore } from './dev-certificate-store';

const at = new Date('2026-11-25T01:00:00Z');
const later = new Date('2026-11-26T01:00:00Z');

describe('the dev IdP certificate revocations', () => {
  const database = useTestDatabase();

  const stores: [string, () => readonly [CertificateRevocations, CertificateRevocations]][] = [
    ['in the database, seen by two processes', () => [createDevCertificateStore(database().db), createDevCertificateStore(database().db)]],
    [
      'in memory, for the IdP on its own (one process)',
      () => {
        const one = memoryCertificateRevocations();
        return [one, one] as const;
      },
    ],
  ];

  describe.each(stores)('%s', (_name, open) => {
    it('revokes the current certificate once, renews it to the next generation, and keeps the revoked one listed', async () => {
      await database().query('delete from dev_idp_signing_certificates');
      const [first, second] = open();
      expect(await first.current('aoki')).toEqual({ generation: 0, revokedAt: null });
      expect(await second.revokedAt('aoki')).toBeNull();

      await first.revoke('aoki', at);
      await second.revoke('aoki', later);
      expect(await second.revokedAt('aoki')).toEqual(at);
      // A valid certificate is not renewed; a revoked one is, once however many processes ask.
      await first.renew('suzuki');
      await Promise.all([first.renew('aoki'), second.renew('aoki')]);
      expect(await first.current('aoki')).toEqual({ generation: 1, revokedAt: null });
      expect(await first.current('suzuki')).toEqual({ generation: 0, revokedAt: null });

      await second.revoke('aoki', later);
      await first.revoke('suzuki', later);
      expect((await first.revoked()).sort((a, b) => a.subject.localeCompare(b.subject) || a.generation - b.generation)).toEqual([
        { subject: 'aoki', generation: 0, revokedAt: at },
        { subject: 'aoki', generation: 1, revokedAt: later },
        { subject: 'suzuki', generation: 0, revokedAt: later },
      ]);
      // What a start does: every revoked current certificate renewed.
      await second.renewAllRevoked();
      expect([await first.current('aoki'), await first.current('suzuki')]).toEqual([
        { generation: 2, revokedAt: null },
        { generation: 1, revokedAt: null },
      ]);
      expect(await first.revoked()).toHaveLength(3);
    });
  });

  it('renews at a start: a certificate revoked before the restart is replaced', async () => {
    await database().query('delete from dev_idp_signing_certificates');
    await createDevCertificateStore(database().db).revoke('takahashi', at);
    const restarted = await openCertificateRevocations(database().db);
    expect(await restarted.current('takahashi')).toEqual({ generation: 1, revokedAt: null });
  });

  it('derives one serial per subject and generation, positive and 16 bytes long', () => {
    const serial = devCertificateSerial('aoki', 0);
    expect(serial).toMatch(/^[4-7][0-9a-f]{31}$/);
    expect(devCertificateSerial('aoki', 0)).toBe(serial);
    expect(new Set([serial, devCertificateSerial('aoki', 1), devCertificateSerial('suzuki', 0)]).size).toBe(3);
  });
});
