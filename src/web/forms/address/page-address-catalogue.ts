// The catalogue the pages' address fields use: the API client's, its answers remembered in the
// page-option-value store (spec §3).
import { apiClient } from '../../api/client';
import { pageOptionValueStore } from '../../stores/client-stores';
import { cachedCatalogue } from './address-catalogue';
import { apiAddressCatalogue } from './api-address-catalogue';

export const pageAddressCatalogue = cachedCatalogue(apiAddressCatalogue(apiClient), pageOptionValueStore);
