// GET lifeline_businesses (decision 010): the lifeline catalogue (brief §5) filtered by the
// destination municipality, for the procedures form's choice of businesses.
import { domainData } from '../../domain/domain-data';
import { publicView } from '../../domain/lifeline-catalogue';
import type { Handler } from '../typed-handlers';

export function createCatalogueHandlers() {
  const getLifelineBusinesses: Handler<'getLifelineBusinesses'> = async (request) => {
    const { lifeline } = await domainData();
    return { businesses: lifeline.serving(request.query.jis_code).map(publicView) };
  };
  return { getLifelineBusinesses };
}
