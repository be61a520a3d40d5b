// What a recipient's row keeps when an application is filed (decision 032): the endpoint the
// catalogue names for it then, so a reload or a restart with another catalogue does not move a
// filed procedure (its name is the document's already). A recipient the catalogue does not list
// keeps none and is sent where the catalogue says at send time, as before.
import type { NewRecipient } from '../repositories/application-repository';
import { recipientSeeds } from './domain-data';

export async function withFiledEndpoints(recipients: readonly NewRecipient[]): Promise<NewRecipient[]> {
  const { participation, lifeline } = await recipientSeeds();
  return recipients.map((recipient) => {
    const endpoint =
      'jis_code' in recipient.address ? participation.participant(recipient.address.jis_code)?.delivery_endpoint : lifeline.byId(recipient.address.business_id)?.delivery_endpoint;
    return endpoint ? { ...recipient, endpoint } : recipient;
  });
}
