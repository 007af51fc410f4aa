/**
 * The shape of a declarative registry (ARCHITECTURE.md "Declarative registries"). A registry is
 * declared once in `src/registries/<name>.ts` with `defineRegistry`; the server builds its CRUD,
 * filters, audit trail and export from it (server/registries), the console its List, Create,
 * Edit and Show (crm/registries), and the i18n catalogue its resource and field names.
 *
 * Field keys are the table's column names (unless a field names its `column`) and the JSON:API
 * attribute names alike. A reference
 * `region_id` is also the relationship `region` (its key without `_id`); a many-reference
 * `funding_source_ids` is the relationship `funding_sources` through a join table.
 */
import type { ScopeKind } from '../access/scoping';
import type { MenuIcon, Section } from '../access/sections';
import type { SelectOption } from '../domain/enums';
import type { Transition } from '../domain/workflow';
import type { Role } from '../domain/roles';
import type { PluralForms } from '../format/plural';
import type { MaskName } from '../validation/masks';
import type { Validator } from '../validation/messages';
import type { RowStateRule } from './rowStates';
import type { TextFormat } from './textFormats';

interface FieldCommon {
  /** The Russian label of the form input, the list column and the filter. */
  label: string;
  required?: boolean;
  /** Extra rules from src/validation, run by the form and by the server alike. */
  validate?: readonly Validator[];
  /** A column of the generic list. */
  list?: boolean;
  /** An input of the list's filter form; the query key is the field key. */
  filter?: boolean;
  /** The list can sort by it (`order_by=<key>&order_type=asc|desc`). */
  sort?: boolean;
  /** Written by the server only (timestamps, authors): a client's value is ignored. */
  readOnly?: boolean;
  /** Never sent to site readers (the public `/v1/<path>` answers without it). */
  adminOnly?: boolean;
  /** Asked only on the create or only on the edit form (seed 001 §5: instruction `active`). */
  only?: 'create' | 'edit';
  /**
   * Not an input of the console's create and edit forms, though the API reads and writes it
   * (a service's type code and priority, its organizations edited on their own screen).
   */
  hiddenInForm?: boolean;
  /** The value a new record gets when the field is not sent. */
  default?: string | number | boolean;
  /**
   * No two records share a value (a unique index on the column): the refusal when one would,
   * e.g. 'Источник с таким кодом уже существует' (the engine's own message otherwise).
   */
  unique?: string;
  /** A hint under the input. */
  help?: string;
  /**
   * The table's column when it is not the key: a run-time registry's generated `f_<field id>`
   * (issue 38), so that renaming a field changes only its metadata. A file field's default is
   * `<key>_attachment_id`.
   */
  column?: string;
}

export interface TextField extends FieldCommon {
  /** `string` is one line, `text` several; `html` is sanitized to the seeds' allow-list. */
  kind: 'string' | 'text' | 'html';
  min?: number;
  max?: number;
  /** The input mask of the console (src/validation/masks); the value is validated separately. */
  mask?: MaskName;
  /** A Russian kind (ИНН, СНИЛС, phone …, ./textFormats.ts): its check joins the field's rules. */
  format?: TextFormat;
  /**
   * An address picked from the address service's suggestions (DaData, or our settlements):
   * the key of the field that keeps the picked address's ФИАС code. The console's input is the
   * suggestions' combobox, which writes both; a typed address that was not picked has none.
   */
  fias?: string;
  /**
   * Its filter matches whole values (`slug=mfc`, several as `slug[]=mfc&slug[]=epgu`) — codes
   * and slugs — instead of a case-insensitive substring.
   */
  exact?: boolean;
  /**
   * Set by the server from another field when a record is created — `field`'s value
   * transliterated (src/format/slug: 'Козы (молочные)' → `kozy_molochnyie`), `_2`, `_3` … when
   * a record sharing the `within` fields has it — and kept on every later change: the live
   * API's names of dictionary entries (issue 36). The field is read-only.
   */
  slugFrom?: { field: string; within?: readonly string[] };
}

export interface NumberField extends FieldCommon {
  /** `decimal` keeps `scale` digits after the point (default 2) and accepts a comma. */
  kind: 'integer' | 'decimal';
  min?: number;
  max?: number;
  scale?: number;
  /** The value an emptied input stands for (a NOT NULL position's 0); null otherwise. */
  emptyAs?: number;
}

export interface BooleanField extends FieldCommon {
  kind: 'boolean';
}

export interface DateField extends FieldCommon {
  /** On the wire ISO (`yyyy-MM-dd`, or an ISO timestamp); shown dd.MM.yyyy [HH:mm]. */
  kind: 'date' | 'datetime';
}

export interface EnumField extends FieldCommon {
  kind: 'enum';
  options: readonly SelectOption[];
  /** Several values (a `text[]` column), e.g. a service's account types. */
  many?: boolean;
}

export interface ReferenceField extends FieldCommon {
  /** `<rel>_id`: a column holding one id of `resource` (a registry name). */
  kind: 'reference';
  resource: string;
  /** The attribute of the referenced record shown in selects and lists (default `name`). */
  display?: string;
  /**
   * Fixed filters of the choices, e.g. `{dictionary_type: 'funding_source'}`: the picker sends
   * them to the target's list, the server checks a value against them (a column of the target,
   * or a filter the target declares, `{'affiliation_kinds[]': 'gro'}` for organizations).
   */
  choices?: Readonly<Record<string, string | boolean>>;
  /**
   * The filter's query key when the admin API names it otherwise than the field: instructions
   * filter their updater as `updater_ids[]` (seed 001 §3). A key ending in `_ids` is a list,
   * and the console's filter then takes several records.
   */
  filterKey?: string;
  /**
   * Sent as the relationship only (`legal_address`), never as the attribute `legal_address_id`:
   * records the live API shows naming another only through its relationships (a branch's
   * addresses). Implies nothing about writes; such fields are usually `readOnly`.
   */
  relationshipOnly?: boolean;
  /** The refusal of an id that names no record ('Регион не найден'; the target's otherwise). */
  missing?: string;
}

export interface ReferencesField extends FieldCommon {
  /** `<rel>_ids`: many ids of `resource`, kept in the join table `through`. */
  kind: 'references';
  resource: string;
  through: { table: string; key: string; foreignKey: string };
  display?: string;
  choices?: Readonly<Record<string, string | boolean>>;
  /** The refusal of an id that names no record (the target's otherwise). */
  missing?: string;
}

export interface FileField extends FieldCommon {
  /**
   * `<name>`: one uploaded file. The column `<name>_attachment_id` holds the attachment; a
   * client sets it with the id of a completed upload and reads `{id, original_filename,
   * file_size, url}` back.
   */
  kind: 'file';
  extensions: readonly string[];
  maxBytes: number;
  /** The size in the over-limit message when the seeds fix it (the passport's '70Мб'). */
  maxSizeMessage?: string;
  /**
   * How the file arrives: `parts` (default) through the registry's multipart upload calls and
   * then `<key>_id`; `form` inside the record's own form body (multipart, the attribute `<key>`
   * itself, streamed into the storage and checked by its bytes), removed by `remove_<key>`.
   */
  upload?: 'parts' | 'form';
  /**
   * What a read answers: `attachment` (default) `{id, original_filename, file_size, url}`;
   * `link` `{url, name}` (seed 001 §3 "passport (file with url and name)"), the url being the
   * public download path when the registry is site-readable.
   */
  answer?: 'attachment' | 'link';
}

export type FieldDefinition =
  | TextField
  | NumberField
  | BooleanField
  | DateField
  | EnumField
  | ReferenceField
  | ReferencesField
  | FileField;

/** What each role is granted of a family: chosen actions, every action, or the reading ones. */
export type FamilyGrant = readonly string[] | 'all' | 'reading';

/**
 * A permission family a registry brings with it (src/access reads these). Roles not named get
 * the access table's defaults: etp_admin and eog every action, the auditors and the regional
 * head the reading ones (before the sections and RegionalHead flags narrow them), others none.
 */
export interface FamilyDeclaration {
  /** Every action of the family, e.g. [...crudActions, 'export', 'history']. */
  actions: readonly string[];
  grants?: Partial<Record<Role, FamilyGrant>>;
  /** Read by other screens' pickers: `read` stays without the section (regions, organizations). */
  lookup?: boolean;
}

/** Who sees which records (src/access/scoping): the column matched for each scope kind. */
export type RecordScoping = Partial<Record<Exclude<ScopeKind, 'all'>, string>>;

export interface SiteReading {
  /** Fixed filters of every public read, e.g. `{active: true, for_portal: true}`. */
  where?: Readonly<Record<string, string | boolean>>;
  /**
   * The field whose value says which visitors see a record: `everyone`, `authenticated` or
   * `unauthenticated` (instructions' shown_for_kind).
   */
  audienceField?: string;
}

/**
 * A registry whose rows live under one record of another — an organization's reception hours, a
 * branch's districts: `/v1/admin/<parent>/:parent_id/<path>`. Reads take the family's read key;
 * writes `admin_<family>_<write>` and a scope over the parent, as its parent kind rules.
 */
export interface NestedUnder {
  /** The parent kind, as the server module that serves the parent names it ('organization'). */
  parent: string;
  /**
   * The family's action every write needs (`schedule`); without it each write needs its own
   * action — `create`, `update`, `remove` — as a registry of its own does.
   */
  write?: string;
  /**
   * Its rows are also addressed by their id alone, the parent read from the row:
   * `GET|PATCH|DELETE /v1/admin/<path>/:id`, and `GET /v1/<path>/:id` when site-readable (an
   * organization's branches at /v1/branches/{id}, seed 001 §7).
   */
  alsoById?: boolean;
}

/**
 * A relationship to the rows of a registry nested under a record (a branch's districts): the
 * rows whose `column` holds the record's id, sent as their ids in the nested registry's default
 * order.
 */
export interface NestedRowsRelationship {
  registry: RegistryDefinition;
  column: string;
}

/**
 * A status workflow (issue 37 item 2). `field` is a read-only enum field with a `default`: a new
 * record takes the default, and afterwards only the moves of `transitions` change it —
 * `PUT|PATCH /v1/admin/<path>/{id}/update_status` with `{status, comment}` under the family's
 * `update_status` key (else `update`), a move's `roles` narrowing who makes it and `requires:
 * ['comment']` asking its text. Each move is kept with its comment and author, read at
 * `/{id}/history` (the `history` key, else `read`); the console's edit and show screens offer
 * the moves and the history.
 */
export interface WorkflowDeclaration<K extends string = string> {
  field: K;
  transitions: readonly Transition<string, 'comment'>[];
}

/** A filter over boolean fields (`RegistryDefinition.flagFilters`). */
export interface FlagFilter<K extends string = string> {
  label: string;
  /** Query value → the boolean field it asks to be on. */
  flags: Readonly<Record<string, K>>;
}

export interface RegistryDefinition<
  F extends Record<string, FieldDefinition> = Record<string, FieldDefinition>,
> {
  /** The react-admin resource and the console route under /crm ('lead_dictionary/regions'). */
  name: string;
  /** The API path under /v1/admin (and /v1 when site-readable): 'regions', 'ad/infobanners'. */
  path: string;
  /** JSON:API type of a record and the body key of form-data saves. */
  type: string;
  table: string;
  /** Resource name in the three Russian plural forms (1, 2–4, 5+). */
  title: PluralForms;
  /** The console section whose menu entry leads here: a seed section, or one `menu` declares. */
  section: Section;
  /**
   * `section` as a menu section of its own (needs `family`): its entry's label and icon and the
   * section it follows. The roles whose family grants anything see it; its path is the
   * registry's (`/crm/<name>`).
   */
  menu?: { label: string; icon: MenuIcon; after: Section };
  /**
   * The permission family: keys `admin_<family>_<action>`. A family of src/access's own table
   * (the seeds' families the hand-written modules share), or one this definition declares in
   * `family` — then the definition alone adds the keys, their section and the roles' grants.
   */
  permissions: string;
  family?: FamilyDeclaration;
  fields: F;
  /** The field naming a record in titles and selects (default `name`). */
  recordTitle?: string;
  /**
   * Filters over several boolean fields at once, by query key: `for_resources[]=crm` lists the
   * records whose `flags.crm` field is on; several values match any of them (instructions'
   * scope, seed 001 §3). The options are the flags, labelled by their fields.
   */
  flagFilters?: Readonly<Record<string, FlagFilter<keyof F & string>>>;
  /**
   * The visual states of its table rows (seed 001 §4) as rules over a row's fields, the first
   * match winning: `[{state: 'danger', field: 'overdue', equals: true}, inactiveRow]`.
   */
  rowStates?: readonly RowStateRule<keyof F & string>[];
  /** Fields the list's `query` searches (case-insensitive substring). */
  search?: readonly (keyof F & string)[];
  /**
   * Order without `order_by`; the seeds' lists default to newest first. `then` are the next
   * keys in the same direction before the id (dictionaries: type, position, name).
   */
  defaultSort?: {
    field: (keyof F & string) | 'id' | 'created_at';
    order: 'asc' | 'desc';
    then?: readonly (keyof F & string)[];
    /**
     * The direction of the `then` keys and of the id breaking ties, when not `order`: the head
     * branch first, then the others by name (`is_head` desc, then `name` asc).
     */
    thenOrder?: 'asc' | 'desc';
  };
  /**
   * Read publicly at `/v1/<path>` (anonymous or applicant); a nested registry's rows at
   * `/v1/<parent>/:parent_id/<path>` under an active parent.
   */
  site?: SiteReading;
  scoping?: RecordScoping;
  /** Its rows belong to one record of another registry (server/registries/nested.ts). */
  nested?: NestedUnder;
  /** Relationships, by name, to the rows of registries nested under a record (after the fields'). */
  nestedRows?: Readonly<Record<string, NestedRowsRelationship>>;
  /** Its records move along a status workflow. */
  workflow?: WorkflowDeclaration<keyof F & string>;
  /** Every write is recorded and readable at `/<path>/{id}/changes`. */
  audited: boolean;
  /**
   * A run-time registry's published schema version (issue 38): its audit rows are tagged with
   * it, so its history shows each change in the labels of the version it was written under.
   */
  schemaVersion?: number;
  /**
   * A run-time registry's id (issue 38): each write first checks, holding it, that this
   * version is still the one published (server/registries/runtime/served.ts).
   */
  registryId?: string;
  /** `GET /<path>/export?format=csv|xlsx` streams the filtered list. */
  exportable: boolean;
  /**
   * Adjusts a record's values before they are validated and saved (server) or submitted
   * (console), e.g. clearing a field another one makes meaningless. Receives the whole record.
   */
  normalize?: (values: Record<string, unknown>) => Record<string, unknown>;
  /**
   * Values the server computes before it validates and saves a create or an edit (never run
   * by the console): receives the whole record after the sent values were read, e.g. a new
   * service's type code derived from its code.
   */
  prepare?: (
    values: Record<string, unknown>,
    operation: 'create' | 'edit',
  ) => Record<string, unknown>;
  /**
   * Fields staff may set on many records at once (`PATCH /<path>/mass_update`, the list's
   * bulk action; gated by `admin_<family>_mass_update`).
   */
  massUpdate?: readonly (keyof F & string)[];
  /**
   * Files (XLSX, CSV) import into it as a background job (server/jobs/import): a row matching a
   * record on every `key` field updates it, another creates one; gated by `admin_<family>_import`,
   * else `_update`. `calls` name the import calls and the values each fixes on its rows
   * (`{import: {kind: 'homes'}, import_snt: {kind: 'snt'}}`; `''` keeps a field empty); a fixed
   * field needs no column. One `import` call by default.
   */
  importable?: {
    key: readonly (keyof F & string)[];
    calls?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  };
  /** Removals allowed (default true; gated by `admin_<family>_remove`). */
  removable?: boolean;
  /** The refusal of a removal while other records refer to the record (the engine's otherwise). */
  inUse?: string;
  /** The page size when the client sends no `per` (the seeds read dictionaries 100 at a time). */
  perPage?: number;
  /**
   * Records carry a list of files managed at `/<path>/{id}/attachments` (multipart upload,
   * download, removal), e.g. knowledge questions.
   */
  attachments?: { extensions: readonly string[]; maxBytes: number };
  /**
   * The API routes are hand-written in server/modules (rich rules: users, operators …); the
   * definition still drives the console screens and the catalogue.
   */
  customServer?: true;
}

/**
 * Field keys the server fills itself when a definition declares them (read-only): the
 * timestamps and the authors (`created_by_id` / `updated_by_id` reference operators).
 */
export const serverFilledFields = [
  'created_at',
  'updated_at',
  'created_by_id',
  'updated_by_id',
] as const;
