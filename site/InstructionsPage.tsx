/**
 * /instructions (seed 000 §2): the instructions the portal shows this visitor — active, for the
 * Portal, and meant for everyone or for the visitor's signed-in state (the server filters) —
 * as cards; clicking a card downloads its file.
 */
import { useEffect, useState, type CSSProperties } from 'react';
import { siteMessages as t } from '../i18n/site';
import { formatFileSize } from '../src/format/number';
import { dataProvider, httpClient } from './providers';

interface Instruction {
  id: string;
  attributes: { name: string; file?: { original_filename: string; file_size: number } | null };
}

const card: CSSProperties = {
  display: 'block',
  width: '100%',
  textAlign: 'left',
  padding: 16,
  marginBottom: 12,
  border: '1px solid #dde3ea',
  borderRadius: 8,
  background: '#fff',
  cursor: 'pointer',
  font: 'inherit',
};

export function InstructionsPage() {
  const [items, setItems] = useState<Instruction[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    httpClient<{ data: Instruction[] }>('/v1/instructions', { query: { per: 100 } })
      .then(({ json }) => setItems(json?.data ?? []))
      .catch(() => setItems([]));
  }, []);

  const download = (item: Instruction) => {
    setError(null);
    dataProvider.download(`/v1/instructions/${item.id}`).catch(() => setError(t.downloadFailed));
  };

  if (items === null) return null;
  return (
    <section>
      <h1>{t.instructions}</h1>
      {error && <p role="alert">{error}</p>}
      {items.length === 0 && <p>{t.instructionsEmpty}</p>}
      {items.map((item) => (
        <button key={item.id} type="button" style={card} onClick={() => download(item)}>
          <strong>{item.attributes.name}</strong>
          {item.attributes.file && (
            <span style={{ display: 'block', color: '#5b6b7b', marginTop: 4 }}>
              {item.attributes.file.original_filename} ·{' '}
              {formatFileSize(item.attributes.file.file_size)}
            </span>
          )}
        </button>
      ))}
    </section>
  );
}

export default InstructionsPage;
