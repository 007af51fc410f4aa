/**
 * Inventory of objects and per-object schedule plans (issue 16; seed 001 §2 /crm/inventory_object
 * (+ /homes, /snt) and /crm/object_schedule_plans?kind=homes|snt; §3 "Owner of an object"). The
 * seeds name no other values; ours follow the registers of догазификация (docs/decisions.md
 * "Inventory and schedule plans (issue 16)").
 */
import { optionsOf } from './enums';

/** Seed 001 §3 "Owner of an object": an individual person or an organization. */
export const ownerTypes = ['individual_person', 'organization'] as const;
export type OwnerType = (typeof ownerTypes)[number];
export const ownerTypeLabels: Record<OwnerType, string> = {
  individual_person: 'Физическое лицо',
  organization: 'Организация',
};
export const ownerTypeOptions = optionsOf(ownerTypes, ownerTypeLabels);

/** The gas network at the boundary of the land plot (the догазификация register's column). */
export const boundaryGasStatuses = ['not_built', 'planned', 'built', 'connected'] as const;
export type BoundaryGasStatus = (typeof boundaryGasStatuses)[number];
export const boundaryGasStatusLabels: Record<BoundaryGasStatus, string> = {
  not_built: 'Сеть до границы участка не построена',
  planned: 'Строительство сети до границы участка запланировано',
  built: 'Сеть доведена до границы участка',
  connected: 'Объект подключён к сети',
};
export const boundaryGasStatusOptions = optionsOf(boundaryGasStatuses, boundaryGasStatusLabels);

/** Objects other than homes and СНТ: the consumer kinds of the programme items (seed 001 §3). */
export const inventoryObjectKindLabels = {
  apartment_building: 'Многоквартирный дом',
  social: 'Социальный объект',
  boiler_room: 'Котельная',
  agricultural: 'Сельскохозяйственный объект',
  industrial: 'Производственный объект',
  other: 'Прочий объект',
} satisfies Record<string, string>;
export type InventoryObjectKind = keyof typeof inventoryObjectKindLabels;
export const inventoryObjectKinds = Object.keys(
  inventoryObjectKindLabels,
) as readonly InventoryObjectKind[];
export const inventoryObjectKindOptions = optionsOf(
  inventoryObjectKinds,
  inventoryObjectKindLabels,
);

/** Seed 001 §2 `?kind=homes|snt` of the schedule plans. */
export const schedulePlanKinds = ['homes', 'snt'] as const;
export type SchedulePlanKind = (typeof schedulePlanKinds)[number];
export const schedulePlanKindLabels: Record<SchedulePlanKind, string> = {
  homes: 'Домовладения',
  snt: 'СНТ',
};
export const schedulePlanKindOptions = optionsOf(schedulePlanKinds, schedulePlanKindLabels);

/**
 * The stages of догазификация per object, in order: the network to the plot boundary, the
 * notice that the network is ready, the connection act, the gas start. Each has a planned and
 * an actual date (`<stage>_plan_date`, `<stage>_fact_date`).
 */
export const scheduleStages = ['network', 'notice', 'act', 'gas_start'] as const;
export type ScheduleStage = (typeof scheduleStages)[number];
export const scheduleStageLabels: Record<ScheduleStage, string> = {
  network: 'Сеть до границы участка',
  notice: 'Уведомление о готовности сети',
  act: 'Акт о подключении',
  gas_start: 'Пуск газа',
};

/** A plan's status: the last stage done (a generated column of the table). */
export const schedulePlanStatusLabels = {
  planned: 'Запланировано',
  network_built: 'Сеть доведена до границы участка',
  notice_sent: 'Направлено уведомление о готовности сети',
  connected: 'Подписан акт о подключении',
  gas_started: 'Газ пущен',
} satisfies Record<string, string>;
export type SchedulePlanStatus = keyof typeof schedulePlanStatusLabels;
export const schedulePlanStatuses = Object.keys(
  schedulePlanStatusLabels,
) as readonly SchedulePlanStatus[];
export const schedulePlanStatusOptions = optionsOf(schedulePlanStatuses, schedulePlanStatusLabels);

/** The status a plan's actual dates give: the latest stage with a date. */
export function schedulePlanStatus(record: Readonly<Record<string, unknown>>): SchedulePlanStatus {
  const done = (stage: ScheduleStage) => {
    const v = record[`${stage}_fact_date`];
    return v !== null && v !== undefined && v !== '';
  };
  if (done('gas_start')) return 'gas_started';
  if (done('act')) return 'connected';
  if (done('notice')) return 'notice_sent';
  if (done('network')) return 'network_built';
  return 'planned';
}

export const inventoryMessages = {
  ownerName: 'Укажите фамилию и имя собственника',
  ownerOrganization: 'Укажите наименование организации-собственника',
  planObject: 'Укажите объект инвентаризации или адрес',
  previousStage: 'Сначала укажите фактическую дату предыдущего этапа',
  beforePrevious: 'Дата не может быть раньше даты предыдущего этапа',
  moreThanPlots: 'Не больше числа участков',
} as const;
