/**
 * The contract's dictionary values by slug (the live API's `<name>_slug`, issue 36): a select of
 * the kind's active entries whose value is the entry's slug and whose text its name, and the
 * entry's name where the contract tab shows the value. A retired entry the contract still names
 * is neither listed nor lost: it stays a choice and shows as its slug.
 */
import { useMemo } from 'react';
import { SelectInput } from 'react-admin';
import { formatMessages } from '../../../src/format/messages';
import { formatValue } from '../../../src/format/text';
import { loadedOf } from '../../ui/loaded';
import { useDictionary } from '../leadQueries';

/** The kind's active entries that have a slug, as choices `{id: slug, name}`. */
function useSlugChoices(kind: string, current?: unknown) {
  const entries = loadedOf(useDictionary(kind));
  const choices = useMemo(() => {
    const list = (entries.data ?? [])
      .filter((d) => typeof d.slug === 'string' && d.slug)
      .map((d) => ({ id: String(d.slug), name: String(d.name) }));
    if (typeof current === 'string' && current && !list.some((c) => c.id === current)) {
      list.push({ id: current, name: current });
    }
    return list;
  }, [entries.data, current]);
  return { choices, entries };
}

export function SlugSelect({
  source,
  label,
  kind,
  current,
}: {
  source: string;
  label: string;
  kind: string;
  /** The slug the contract names now. */
  current?: unknown;
}) {
  const { choices, entries } = useSlugChoices(kind, current);
  return (
    <SelectInput
      source={source}
      label={label}
      choices={choices}
      emptyText={formatMessages.nothingSelected}
      isPending={entries.loading}
      helperText={entries.error ?? false}
    />
  );
}

/** The name of the entry `slug` names (the slug itself when the entry is not listed). */
export function SlugName({ kind, slug }: { kind: string; slug: unknown }) {
  const { choices } = useSlugChoices(kind, slug);
  if (typeof slug !== 'string' || !slug) return <>{formatValue(null)}</>;
  return <>{choices.find((c) => c.id === slug)?.name ?? slug}</>;
}
