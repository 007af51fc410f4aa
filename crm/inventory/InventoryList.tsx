/**
 * A list of the inventory section: tabs 'Объекты инвентаризации' / 'Домовладения' / 'СНТ'
 * (the registers whose read key the staff member holds) over the register's generic list.
 */
import { Tab, Tabs } from '@mui/material';
import { useCreatePath, usePermissions } from 'ra-core';
import { Link } from 'react-router-dom';
import { homes, inventoryObjects, sntObjects } from '../../src/registries';
import { registryKeys } from '../registries/access';
import type { RegistryScreenComponentProps } from '../registries/resource';
import { RegistryList } from '../registries/RegistryList';

const registers = [inventoryObjects, homes, sntObjects];

export function InventoryTabs({ current }: { current: string }) {
  const { permissions } = usePermissions();
  const createPath = useCreatePath();
  const visible = registers.filter((d) => registryKeys(d, permissions).read);
  if (visible.length < 2) return null;
  return (
    <Tabs value={current} aria-label="Инвентаризация объектов" sx={{ mb: 1 }}>
      {visible.map((d) => (
        <Tab
          key={d.name}
          value={d.name}
          label={d.title[1]}
          component={Link}
          to={createPath({ resource: d.name, type: 'list' })}
        />
      ))}
    </Tabs>
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
