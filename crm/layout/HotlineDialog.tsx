/**
 * The console's hotline modal (seed 001 §2 "Hot line modal") on the shared dialog frame, with
 * MUI fields and the console's button: a region autocomplete (from 2 characters, 700 ms after
 * typing), the select of the region's organizations, then the chosen organization's unified
 * hot-line phone, its other phones and the single operator's contact-centre phone — or
 * 'Телефон горячей линии не найден'. What it asks and what it shows is src/ui/hotline's, as on
 * the site (site/info/hotline). Loaded when first opened (./HotlineBar.tsx).
 */
import { Autocomplete, Box, Link, TextField, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { hotlineMessages as t } from '../../i18n/hotline';
import { uiMessages } from '../../i18n/uiMessages';
import { formatMessages } from '../../src/format/messages';
import { formatPhone, telHref } from '../../src/format/phone';
import { DialogFrame } from '../../src/ui/dialog';
import { searchesRegions, useHotline, useRegionSearch, type Region } from '../../src/ui/hotline';
import { consoleDialogButton } from './ConsoleConfirm';

const sameRegion = (a: Region, b: Region) => String(a.id) === String(b.id);

function RegionField({
  region,
  onPick,
}: {
  region: Region | null;
  onPick: (region: Region | null) => void;
}) {
  const translate = useTranslate();
  const { input, setInput, options, answered } = useRegionSearch(region);
  const typed = input.trim();
  const asking = searchesRegions(typed) && typed !== region?.name;
  // The chosen region stays among the options MUI knows (it checks the value against them),
  // while the list shows only what the search found.
  const known =
    region && !options.some((r) => sameRegion(r, region)) ? [...options, region] : options;
  return (
    <Autocomplete
      options={known}
      value={region}
      inputValue={input}
      filterOptions={() => (asking ? options : [])}
      getOptionLabel={(r) => r.name}
      isOptionEqualToValue={sameRegion}
      loading={asking && !answered}
      loadingText={translate('ra.page.loading')}
      noOptionsText={asking ? t.noRegions : t.regionHint}
      onInputChange={(_, value) => setInput(value)}
      onChange={(_, value) => onPick(value)}
      renderInput={(params) => <TextField {...params} label={t.region} helperText={t.regionHint} />}
    />
  );
}

function HotlineDialog({ onClose }: { onClose: () => void }) {
  const hotline = useHotline();
  const { region, phones } = hotline;
  return (
    <DialogFrame
      open
      title={t.title}
      onClose={onClose}
      closeOnBackdrop
      actions={consoleDialogButton({
        label: t.close,
        primary: true,
        disabled: false,
        onClick: onClose,
      })}
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <RegionField region={region} onPick={hotline.pickRegion} />
        <TextField
          select
          label={t.organization}
          value={hotline.organizationId}
          disabled={!region || hotline.organizationsLoading}
          onChange={(event) => hotline.setOrganizationId(event.target.value)}
          helperText={hotline.organizationsEmpty ? uiMessages.organizationsEmpty : ' '}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{formatMessages.nothingSelected}</option>
          {hotline.organizations.map((o) => (
            <option key={o.id} value={String(o.id)}>
              {o.name}
            </option>
          ))}
        </TextField>
        {phones ? (
          <Box role="status">
            {phones.length > 0 ? (
              <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
                {phones.map((group) => (
                  <div key={group.kind}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {t[group.kind]}
                    </Typography>
                    <Box component="dd" sx={{ m: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
                      {group.phones.map((phone) => (
                        <Link key={phone} href={telHref(phone)} sx={{ fontWeight: 600 }}>
                          {formatPhone(phone)}
                        </Link>
                      ))}
                    </Box>
                  </div>
                ))}
              </Box>
            ) : (
              <Typography>{uiMessages.hotlineNotFound}</Typography>
            )}
          </Box>
        ) : null}
      </Box>
    </DialogFrame>
  );
}

export default HotlineDialog;
