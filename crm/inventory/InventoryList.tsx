/**
 * A list of the inventory section: tabs 'Объекты инвентаризации' / 'Домовладения' / 'СНТ'
 * (the registers whose read key the staff member holds) over the register's generic list.
 */
import { useCreatePath, usePermissions } from 'ra-core';
import { homes, inventoryObjects, sntObjects } from '../../src/registries';
import { registryKeys } from '../registries/access';
import type { RegistryScreenComponentProps } from '../registries/resource';
import { RegistryList } from '../registries/RegistryList';
import { OverflowTabs } from '../ui/OverflowTabs';

const registers = [inventoryObjects, homes, sntObjects];

export function InventoryTabs({ current }: { current: string }) {
  const { permissions } = usePermissions();
  const createPath = useCreatePath();
  const visible = registers.filter((d) => registryKeys(d, permissions).read);
  if (visible.length < 2) return null;
  return (
    <OverflowTabs
      value={current}
      aria-label="Инвентаризация объектов"
      tabs={visible.map((d) => ({
        value: d.name,
        label: d.title[1],
        to: createPath({ resource: d.name, type: 'list' }),
      }))}
      sx={{ mb: 1 }}
    />
  );
}

function InventoryList({ definition }: RegistryScreenComponentProps) {
  return (
    <>
      <InventoryTabs current={definition.name} />
      <RegistryList definition={definition} />
    </>
  );
}

export default InventoryList;
