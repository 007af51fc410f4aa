import ClearIcon from '@mui/icons-material/FilterAltOff';
import { Button } from '@mui/material';
import { useListContext, useTranslate } from 'ra-core';

/**
 * The clear button of a list's filter form (seed 001 §2), off while no filter is set; the `kept`
 * filters (a tab, the sort) are not the form's and survive it.
 */
export function ClearFiltersButton({
  kept = [],
  size,
}: {
  kept?: readonly string[];
  size?: 'small';
}) {
  const translate = useTranslate();
  const { setFilters, filterValues } = useListContext();
  const values = (filterValues ?? {}) as Record<string, unknown>;
  const keep = Object.fromEntries(
    kept.filter((k) => values[k] !== undefined).map((k) => [k, values[k]]),
  );
  return (
    <Button
      size={size}
      startIcon={<ClearIcon />}
      disabled={Object.keys(values).length === Object.keys(keep).length}
      onClick={() => setFilters(keep, {}, false)}
    >
      {translate('ra.action.clear_input_value')}
    </Button>
  );
}
