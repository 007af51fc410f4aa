import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RegionMapView } from './RegionMap';
import { homeTexts } from './texts';

const regions = [
  { id: '77', code: '77', name: 'Москва', leads_count: 12345 },
  { id: '50', code: '50', name: 'Московская область', leads_count: 100 },
  { id: '60', code: '60', name: 'Псковская область', leads_count: 0 },
];

describe('the regions map: counts as counters (seed 000 §9)', () => {
  it('reads a count above 100 as "более 100" in the table, the tiles and the total', () => {
    const { container } = render(<RegionMapView regions={regions} />);
    const table = screen.getByRole('table', { name: homeTexts.tableCaption });
    const row = (name: RegExp) => within(table).getByRole('row', { name });
    expect(row(/^77 Москва/)).toHaveTextContent('более 100');
    expect(row(/Московская/)).toHaveTextContent(/100$/);
    expect(row(/Московская/)).not.toHaveTextContent('более');
    expect(row(/Псковская/)).toHaveTextContent(/0$/);
    const tile = (code: string) => container.querySelector(`g[data-code="${code}"]`)!;
    fireEvent.mouseEnter(tile('77'));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Москва: более 100');
    fireEvent.mouseEnter(tile('50'));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Московская область: 100');
    fireEvent.mouseLeave(container.querySelector('svg')!);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(screen.getByText(homeTexts.mapTotal).querySelector('strong')).toHaveTextContent(
      'более 100',
    );
  });
});
