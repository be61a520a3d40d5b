// The catalogue the pages' address fields use: the API client's, remembered for the page's life.
import { apiClient } from '../../api/client';
import { cachedCatalogue } from './address-catalogue';
import { apiAddressCatalogue } from './api-address-catalogue';

export const pageAddressCatalogue = cachedCatalogue(apiAddressCatalogue(apiClient));
