export {
  byName,
  hotlineAffiliations,
  hotlinePhones,
  phonesOf,
  REGION_SEARCH_MIN,
  searchesRegions,
  type HotlinePhoneGroup,
  type Organization,
  type Region,
} from './hotline';
export {
  useContactCentrePhone,
  useHotline,
  useRegionOrganizations,
  useRegionSearch,
  type OrganizationAddress,
} from './queries';
