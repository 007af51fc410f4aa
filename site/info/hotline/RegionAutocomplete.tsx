/**
 * The site's region autocomplete of the hotline modal: the search is src/ui/hotline's (from 2
 * characters, once the typed text has settled for 700 ms). An ARIA 1.2 combobox: arrows move
 * through the list, Enter picks, Escape closes the list (not the dialog).
 */
import { useId, useState, type KeyboardEvent } from 'react';
import { useRegionSearch, type Region } from '../../../src/ui/hotline';
import ui from '../../theme/ui.module.css';
import styles from '../info.module.css';
import { infoTexts as t } from '../texts';

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
  const { input, setInput, options, answered } = useRegionSearch(region);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const expanded = open && answered;

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
