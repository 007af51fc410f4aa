/**
 * A type change in the publish dialog (issue 38): how many records convert, and each distinct
 * value that does not — how many records hold it, the first of them as links to fix them — with
 * a box for its replacement in the new kind's terms, or «оставить пустым» when the field is not
 * required. The replacements are the field's `convert_map` in the draft, listed with a way to
 * take one back; the dialog saves them (./PublishButton.tsx) and reads the plan again.
 */
import { Alert, Box, IconButton, TextField } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useState } from 'react';
import { Button } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ConversionPreview, DesignField, ValueMapping } from '../../src/registries/design';
import { recordsRoute } from '../runtimeRegistries/definition';
import { designTexts as t } from './texts';

export type MapValue = (from: string, to: string | null) => void;

function FailingValue({
  code,
  failing,
  mayBeEmpty,
  hint,
  busy,
  onMap,
}: {
  code: string;
  failing: ConversionPreview['failing'][number];
  mayBeEmpty: boolean;
  /** How the new kind reads a replacement, when it is not plain. */
  hint: string | undefined;
  busy: boolean;
  onMap: MapValue;
}) {
  const [to, setTo] = useState('');
  const more = failing.count - failing.ids.length;
  return (
    <Box component="li" sx={{ mb: 1 }}>
      «{failing.value}» — {t.records(failing.count)}:{' '}
      {failing.ids.map((id, i) => (
        <span key={id}>
          {i > 0 && ', '}
          <Link to={`${recordsRoute(code)}/${id}`} target="_blank">
            №{id}
          </Link>
        </span>
      ))}
      {more > 0 && ` ${t.andMore(more)}`}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label={t.mapTo}
          value={to}
          onChange={(e) => setTo(e.target.value)}
          helperText={hint}
          inputProps={{ 'aria-label': t.mapToFor(failing.value) }}
        />
        <Button
          label={t.mapApply}
          disabled={busy || !to.trim()}
          onClick={() => onMap(failing.value, to.trim())}
        />
        {mayBeEmpty && (
          <Button label={t.mapEmpty} disabled={busy} onClick={() => onMap(failing.value, null)} />
        )}
      </Box>
    </Box>
  );
}

/** A replacement is read as a text of the new kind: a record by name, options by caption. */
function mapHint(field: DesignField): string | undefined {
  if (field.kind === 'reference') return t.mapToRecord;
  if (field.kind === 'enum') return field.many ? t.mapToOptions : t.mapToOption;
  return undefined;
}

export function Conversion({
  code,
  preview,
  field,
  busy,
  onMap,
  onUnmap,
}: {
  code: string;
  preview: ConversionPreview;
  /** The draft's field of the preview, whose mapping is shown. */
  field: DesignField | undefined;
  busy: boolean;
  onMap: MapValue;
  onUnmap: (from: string) => void;
}) {
  const mapped: readonly ValueMapping[] = field?.convert_map ?? [];
  return (
    <Alert severity={preview.failing.length ? 'warning' : 'info'} sx={{ mb: 1 }}>
      {t.converting(preview.label, preview.to, preview.converting, preview.total)}
      {preview.failing.length > 0 && (
        <>
          <br />
          {t.notConverting}
          <Box component="ul" sx={{ pl: 2 }}>
            {preview.failing.map((failing) => (
              <FailingValue
                key={failing.value}
                code={code}
                failing={failing}
                mayBeEmpty={!field?.required}
                hint={field && mapHint(field)}
                busy={busy}
                onMap={onMap}
              />
            ))}
          </Box>
          {preview.failing_values > preview.failing.length &&
            t.moreValues(preview.failing_values - preview.failing.length)}
        </>
      )}
      {mapped.length > 0 && (
        <>
          <br />
          {t.mapped}
          <Box component="ul" sx={{ pl: 2, my: 0 }}>
            {mapped.map((m) => (
              <li key={m.from}>
                «{m.from}» → {m.to === null ? t.mapEmptyValue : `«${m.to}»`}
                <IconButton
                  size="small"
                  aria-label={t.unmap(m.from)}
                  disabled={busy}
                  onClick={() => onUnmap(m.from)}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </li>
            ))}
          </Box>
        </>
      )}
    </Alert>
  );
}
