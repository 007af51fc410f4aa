/**
 * The route schemas of the registry constructor: a design's shape, judged before the handler
 * (what is wrong beyond the shape — names, repeats, keys the settings name — is
 * src/registries/design.ts `designProblems`, judged in the handler with the database's codes).
 */
import { Type, type Static, type TSchema } from 'typebox';
import { designKinds, runtimeActions } from '../../../src/registries/design';
import { textFormatNames } from '../../../src/registries/textFormats';
import { roles } from '../../../src/domain/roles';
import { judgedBody } from '../../http/schemas';
import { open } from '../../../src/wire/schemaParts';

/** An optional member a form may also send empty (null): the design then leaves it out. */
const maybe = <S extends TSchema>(schema: S, title: string) =>
  Type.Optional(Type.Union([schema, Type.Null()], { title }));
const flag = (title: string) => maybe(Type.Boolean(), title);
const text = (title: string, maxLength: number) => Type.String({ title, minLength: 1, maxLength });

const RoleName = Type.Union(roles.map((role) => Type.Literal(role)));

const Option = open({ value: text('Значение', 100), title: text('Подпись', 200) });

/** A stored value (as the plan lists it) and its replacement in a type change, or none. */
const Mapping = open({
  from: Type.String({ title: 'Значение', maxLength: 1000 }),
  to: Type.Union([Type.String({ maxLength: 1000 }), Type.Null()], { title: 'Замена' }),
});

export const DesignFieldSchema = open({
  field_id: Type.Optional(Type.String({ title: 'Поле', pattern: '^[0-9]{1,18}$' })),
  key: Type.String({ title: 'Ключ', maxLength: 40 }),
  kind: Type.Union(
    designKinds.map((k) => Type.Literal(k)),
    { title: 'Тип' },
  ),
  label: text('Название', 200),
  required: flag('Обязательное'),
  min: maybe(Type.Number(), 'Минимум'),
  max: maybe(Type.Number(), 'Максимум'),
  scale: maybe(Type.Integer({ minimum: 0, maximum: 6 }), 'Знаков после запятой'),
  options: maybe(Type.Array(Option, { maxItems: 200 }), 'Варианты'),
  many: flag('Несколько значений'),
  list: flag('В списке'),
  filter: flag('В фильтре'),
  sort: flag('Сортировка'),
  unique: flag('Уникальное'),
  help: maybe(Type.String({ maxLength: 500 }), 'Подсказка'),
  resource: maybe(Type.String({ maxLength: 100 }), 'Реестр ссылки'),
  format: maybe(Type.Union(textFormatNames.map((f) => Type.Literal(f))), 'Формат'),
  hidden_for: maybe(Type.Array(RoleName, { maxItems: 20 }), 'Скрыто от ролей'),
  readonly_for: maybe(Type.Array(RoleName, { maxItems: 20 }), 'Только чтение для ролей'),
  scope: flag('Видят сотрудники организации'),
  extensions: maybe(Type.Array(Type.String({ maxLength: 10 }), { maxItems: 30 }), 'Типы файлов'),
  max_mb: maybe(Type.Number({ exclusiveMinimum: 0 }), 'Размер файла, Мб'),
  filter_with: maybe(Type.String({ maxLength: 40 }), 'Фильтр вместе с полем'),
  convert_map: maybe(Type.Array(Mapping, { maxItems: 500 }), 'Замены значений'),
});

const Grant = Type.Union([
  Type.Literal('all'),
  Type.Literal('reading'),
  Type.Array(Type.Union(runtimeActions.map((a) => Type.Literal(a))), { maxItems: 20 }),
]);

export const DesignSchema = open({
  code: Type.String({ title: 'Код', maxLength: 40 }),
  title: Type.Array(text('Название', 200), { title: 'Название', minItems: 3, maxItems: 3 }),
  fields: Type.Array(DesignFieldSchema, { title: 'Поля', maxItems: 200 }),
  record_title: maybe(Type.String({ maxLength: 40 }), 'Поле-название записи'),
  search: maybe(Type.Array(Type.String(), { maxItems: 20 }), 'Поиск'),
  default_sort: Type.Optional(
    Type.Union(
      [
        open({
          field: Type.String({ title: 'Сортировка', maxLength: 40 }),
          order: Type.Union([Type.Literal('asc'), Type.Literal('desc')]),
        }),
        Type.Null(),
      ],
      { title: 'Сортировка' },
    ),
  ),
  exportable: flag('Выгрузка'),
  importable: flag('Загрузка из файла'),
  menu_after: maybe(Type.String({ maxLength: 60 }), 'Место в меню'),
  workflow: maybe(
    open({
      // The console's form sends an empty field when the registry has no statuses.
      field: maybe(Type.String({ maxLength: 40 }), 'Поле статуса'),
      moves: maybe(
        Type.Array(
          open({
            from: text('Из статуса', 100),
            to: text('В статус', 100),
            roles: maybe(Type.Array(RoleName, { maxItems: 20 }), 'Роли'),
            comment: flag('С комментарием'),
          }),
          { maxItems: 200 },
        ),
        'Переходы',
      ),
    }),
    'Статусы',
  ),
  grants: Type.Optional(
    Type.Object(Object.fromEntries(roles.map((role) => [role, Type.Optional(Grant)])), {
      title: 'Права',
      additionalProperties: false,
    }),
  ),
});
export type DesignBody = Static<typeof DesignSchema>;

export const DesignBody = judgedBody(DesignSchema);

/** An edit sends what it changed (the console's PATCH): the rest is the draft's as it was. */
export const DesignPatchBody = judgedBody(Type.Partial(DesignSchema));

/** A design file imported (./transfer.ts); `dry_run` answers what would change, writing nothing. */
export const ImportBody = judgedBody(open({ design: DesignSchema, dry_run: flag('Проверка') }));

/** A publication: `confirm` accepts the steps that take fields out. */
export const PublishBody = judgedBody(open({ confirm: flag('Подтверждение') }));
