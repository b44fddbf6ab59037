import {
  Column,
  CreateDateColumn,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  UpdateDateColumn,
  type ColumnOptions,
  type ObjectType,
} from 'typeorm';

/**
 * The kinds of column Rubrica's entities are made of, one decorator each, so that a field reads
 * as one line (`@column.uuid() organizationId!: string;`) and every entity spells a kind the same
 * way. Each decorator fixes the PostgreSQL type; the column's name comes from the property through
 * `SnakeNamingStrategy` (`organizationId` → `organization_id`), so `name` is given only where the
 * column is called something else.
 */
export interface ColumnRules {
  nullable?: boolean;
  name?: string;
}

/** A column that takes a value when an insert leaves it out. */
export interface DefaultedColumnRules<T> extends ColumnRules {
  default?: T;
}

/** A jsonb column's default: an empty list or an empty object. */
export type JsonbDefault = [] | Record<string, never>;

/** Bigint comes back from `pg` as a string; the sizes kept in one stay well inside a JS number. */
const bigintAsNumber = { to: (value: number) => value, from: (value: string) => Number(value) };

/** A column of one PostgreSQL type, taking the rules its kind allows. */
function ofType<Rules extends ColumnRules = ColumnRules>(type: ColumnOptions['type']) {
  return (rules?: Rules): PropertyDecorator => Column({ type, ...rules });
}

/** A key column of one PostgreSQL type, named after its property unless told otherwise. */
function primaryOfType(type: ColumnOptions['type']) {
  return (rules: Pick<ColumnRules, 'name'> = {}): PropertyDecorator => PrimaryColumn(type, rules);
}

/** A count that may pass 2³¹ (bytes), read back as a number. */
function bigint(rules?: ColumnRules): PropertyDecorator {
  return Column({ type: 'bigint', ...rules, transformer: bigintAsNumber });
}

function jsonb(rules: DefaultedColumnRules<JsonbDefault> = {}): PropertyDecorator {
  const { default: value, ...rest } = rules;
  if (value === undefined) return Column({ type: 'jsonb', ...rest });
  const literal = `'${JSON.stringify(value)}'::jsonb`;
  return Column({ type: 'jsonb', ...rest, default: () => literal });
}

/** When the row was inserted, set by the database. */
function createdAt(rules: Pick<ColumnRules, 'name'> = {}): PropertyDecorator {
  return CreateDateColumn({ type: 'timestamptz', ...rules });
}

/** When the row was last saved, set by TypeORM on every update. */
function updatedAt(rules: Pick<ColumnRules, 'name'> = {}): PropertyDecorator {
  return UpdateDateColumn({ type: 'timestamptz', ...rules });
}

/**
 * The row points at one `target` through the uuid column named after the property (`user` →
 * `user_id`), which the entity also declares as a plain column to read and write the id.
 */
function manyToOne<T>(target: () => ObjectType<T>): PropertyDecorator {
  const relation = ManyToOne(target);
  const joinColumn = JoinColumn();
  return (prototype, property) => {
    joinColumn(prototype, property);
    relation(prototype, property);
  };
}

/**
 * Every kind of column, the plain ones named after their PostgreSQL type
 * (`@column.timestamptz({ nullable: true })`), then the timestamps TypeORM keeps and the relation.
 */
export const column = {
  /** The row's key, a uuid the application chooses (so an id is known before the insert). */
  primaryUuid: primaryOfType('uuid'),
  /** A key that is text: a name chosen elsewhere (a plan id, a token's hash, one part of a pair). */
  primaryText: primaryOfType('text'),
  uuid: ofType('uuid'),
  /** Text of any length, also for a closed set of words typed as a union (`'draft' | 'sent'`). */
  text: ofType<DefaultedColumnRules<string>>('text'),
  integer: ofType('integer'),
  bigint,
  doublePrecision: ofType('double precision'),
  boolean: ofType<DefaultedColumnRules<boolean>>('boolean'),
  /** A moment, always with its time zone. */
  timestamptz: ofType('timestamptz'),
  jsonb,
  createdAt,
  updatedAt,
  manyToOne,
};
