/**
 * The hotline modal's region autocomplete (seed 000 §2, §9): it searches `GET /v1/regions?query=`
 * once the typed text has settled for the autocomplete delay (700 ms, the console's
 * AUTOCOMPLETE_DELAY_MS) and holds at least two characters. An ARIA 1.2 combobox: arrows move
 * through the list, Enter picks, Escape closes the list (not the dialog).
 */
import { useGetList } from 'ra-core';
import { useId, useState, type KeyboardEvent } from 'react';
import { useSettledText } from '../../../src/ui/useSettledText';
import ui from '../../theme/ui.module.css';
import styles from '../info.module.css';
import { byName, type Region } from '../organizations';
import { infoTexts as t } from '../texts';

/** Seed 000 §9: region search starts from 2 characters. */
export const REGION_SEARCH_MIN = 2;

export function RegionAutocomplete({
  region,
  onPick,
}: {
  region: Region | null;
  onPick: (region: Region | null) => void;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const [input, setInput, query] = useSettledText();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const searching = !region && query.length >= REGION_SEARCH_MIN;
  const { data, isError } = useGetList<Region>(
    'regions',
    { pagination: { page: 1, perPage: 10 }, sort: byName, filter: { query } },
    { enabled: searching },
  );
  const options = searching && !isError ? (data ?? []) : [];
  const expanded = open && searching && data !== undefined;

  const pick = (r: Region) => {
    setInput(r.name);
    setOpen(false);
    onPick(r);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!expanded) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (options.length ? (i + step + options.length) % options.length : 0));
    } else if (event.key === 'Enter' && options[active]) {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className={`${ui.field} ${styles.combo}`}>
      <label className={ui.label} htmlFor={id}>
        {t.region}
      </label>
      <span id={hintId} className={`${ui.muted} ${styles.flat}`}>
        {t.hotlineRegionHint}
      </span>
      <input
        id={id}
        className={ui.input}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-describedby={hintId}
        aria-activedescendant={expanded && options[active] ? `${id}-${active}` : undefined}
        value={input}
        onChange={(event) => {
          setInput(event.target.value);
          setActive(0);
          setOpen(true);
          if (region) onPick(null);
        }}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t.region}
        className={styles.options}
        hidden={!expanded}
      >
        {expanded && options.length === 0 ? (
          <li role="option" aria-selected={false} aria-disabled className={styles.option}>
            {t.hotlineNoRegions}
          </li>
        ) : null}
        {expanded &&
          options.map((r, index) => (
            <li
              key={r.id}
              id={`${id}-${index}`}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              // The input keeps the focus: a press on an option must not blur it first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(r)}
            >
              {r.name}
            </li>
          ))}
      </ul>
    </div>
  );
}
