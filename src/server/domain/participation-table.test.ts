// The development participation table: real municipalities under their real JIS codes and
// names (checked against the address catalogue), and a loader that refuses a broken file.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addressCatalogue } from '../address/shared-catalogue';
import { loadTestResidents } from '../dev-idp/residents';
import { placeOf } from './domain-data';
import { loadParticipationTable } from './participation-table';

describe('the participation table seed', () => {
  it('lists about ten real municipalities under their JIS codes and catalogue names', async () => {
    const table = await loadParticipationTable();
    const addresses = await addressCatalogue();
    expect(table.all.length).toBeGreaterThanOrEqual(10);
    for (const municipality of table.all) {
      expect(placeOf(addresses, municipality.jis_code)?.city, municipality.jis_code).toBe(municipality.name);
    }
    expect(table.all.map((m) => m.jis_code)).toEqual(expect.arrayContaining(['131016', '271276', '011011', '141046', '231061', '401331', '261041', '041017', '131041', '131121']));
  });

  it('includes where the dev residents of 千代田区 and 大阪市北区 live, with their offices', async () => {
    const table = await loadParticipationTable();
    const [aoki, suzuki] = await loadTestResidents();
    for (const resident of [aoki!, suzuki!]) {
      const participant = table.participant(resident.address.jis_code);
      expect(participant?.name).toBe(resident.address.locality);
      expect(participant?.office).toMatchObject({ name: expect.any(String), address: expect.any(String), phone: expect.any(String), hours: expect.any(String) });
    }
  });

  it('says which procedures each accepts, and nothing for a municipality that does not take part', async () => {
    const table = await loadParticipationTable();
    expect(table.accepts('131016', 'move_out')).toBe(true);
    expect(table.accepts('231061', 'move_in')).toBe(false); // 名古屋市中区 takes 転出届 and 転居予定連絡 only
    expect(table.accepts('231061', 'move_house')).toBe(true);
    expect(table.participant('131130')).toBeNull(); // 渋谷区
    expect(table.accepts('131130', 'move_out')).toBe(false);
  });

  it('refuses a file with a wrong check digit or a municipality listed twice', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'utsuru-participation-'));
    try {
      const office = { name: '窓口', address: '住所', phone: '03-0000-0000', hours: '平日' };
      const entry = { jis_code: '131016', name: '千代田区', procedures: ['move_out'], office, delivery_endpoint: 'dev-inbox' };
      const write = async (content: unknown) => {
        const file = path.join(dir, 'table.json');
        await writeFile(file, JSON.stringify(content));
        return file;
      };
      await expect(loadParticipationTable(await write([{ ...entry, jis_code: '131017' }]))).rejects.toThrow(/check digit/);
      await expect(loadParticipationTable(await write([entry, entry]))).rejects.toThrow(/listed twice/);
      await expect(loadParticipationTable(await write([{ ...entry, procedures: ['businesses'] }]))).rejects.toThrow(/invalid participation table/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
