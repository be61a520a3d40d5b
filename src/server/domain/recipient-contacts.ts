// Where a resident reaches a recipient directly (issue 12): the counter of a participating
// municipality, or a business's phone. マイページ names it when a delivery failed, so the
// resident knows where to file the procedure instead.
import type { components } from '#shared/api/schema';
import type { RecipientRecord } from '../repositories/application-repository';
import type { RecipientSeeds } from './domain-data';

type RecipientContact = components['schemas']['RecipientContact'];

export function recipientContactOf({ participation, lifeline }: RecipientSeeds) {
  return ({ address }: Pick<RecipientRecord, 'address'>): RecipientContact | undefined => {
    if ('jis_code' in address) {
      const office = participation.participant(address.jis_code)?.office;
      return office && { name: office.name, phone: office.phone, hours: office.hours, address: office.address };
    }
    const business = lifeline.byId(address.business_id);
    return business ? { name: business.name, phone: business.phone } : undefined;
  };
}
