import {
  Column,
  CreateDateColumn,
  DataSource,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  UpdateDateColumn,
  type EntityMetadata,
} from 'typeorm';
import { column } from './entity-columns.js';
import { SnakeNamingStrategy } from './snake-naming.strategy.js';

@Entity('owners')
class Owner {
  @PrimaryColumn('uuid') id!: string;
}

const bigintAsNumber = { to: (value: number) => value, from: (value: string) => Number(value) };

@Entity('spelled_out')
class SpelledOut {
  @PrimaryColumn('uuid') id!: string;
  @PrimaryColumn('text', { name: 'kind_key' }) kind!: string;
  @Column('uuid', { name: 'organization_id' }) organizationId!: string;
  @Column('uuid', { name: 'parent_id', nullable: true }) parentId!: string | null;
  @Column('text') name!: string;
  @Column('text', { name: 'lang', default: 'pt-BR' }) lang!: string;
  @Column('text', { name: 'legacy', nullable: true }) renamed!: string | null;
  @Column('integer', { nullable: true }) pages!: number | null;
  @Column('bigint', { transformer: bigintAsNumber }) size!: number;
  @Column('double precision') left!: number;
  @Column('boolean', { name: 'is_sandbox', default: false }) isSandbox!: boolean;
  @Column('timestamptz', { name: 'expire_at', nullable: true }) expireAt!: Date | null;
  @Column('jsonb', { nullable: true }) answer!: unknown;
  @Column('jsonb', { default: () => "'[]'::jsonb" }) tags!: string[];
  @Column('jsonb', { default: () => "'{}'::jsonb" }) metadata!: object;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
  @Column('uuid', { name: 'owner_id' }) ownerId!: string;

  @ManyToOne(() => Owner)
  @JoinColumn({ name: 'owner_id' })
  owner?: Owner;
}

@Entity('spelled_out')
class FromVocabulary {
  @column.primaryUuid() id!: string;
  @column.primaryText({ name: 'kind_key' }) kind!: string;
  @column.uuid() organizationId!: string;
  @column.uuid({ nullable: true }) parentId!: string | null;
  @column.text() name!: string;
  @column.text({ default: 'pt-BR' }) lang!: string;
  @column.text({ name: 'legacy', nullable: true }) renamed!: string | null;
  @column.integer({ nullable: true }) pages!: number | null;
  @column.bigint() size!: number;
  @column.doublePrecision() left!: number;
  @column.boolean({ default: false }) isSandbox!: boolean;
  @column.timestamptz({ nullable: true }) expireAt!: Date | null;
  @column.jsonb({ nullable: true }) answer!: unknown;
  @column.jsonb({ default: [] }) tags!: string[];
  @column.jsonb({ default: {} }) metadata!: object;
  @column.createdAt() createdAt!: Date;
  @column.updatedAt() updatedAt!: Date;
  @column.uuid() ownerId!: string;
  @column.manyToOne(() => Owner) owner?: Owner;
}

/** What TypeORM makes of each column, with defaults and transformers reduced to what they give. */
function columnsOf(metadata: EntityMetadata) {
  const relations = metadata.relations.map((r) => ({
    propertyName: r.propertyName,
    type: r.relationType,
    target: r.inverseEntityMetadata.name,
    joinColumns: r.joinColumns.map((c) => c.databaseName),
    isNullable: r.isNullable,
  }));
  const foreignKeys = metadata.foreignKeys.map((f) => [f.columnNames, f.referencedTablePath]);
  const columns = metadata.columns.map((c) => ({
    propertyName: c.propertyName,
    databaseName: c.databaseName,
    type: c.type,
    isNullable: c.isNullable,
    isPrimary: c.isPrimary,
    isCreateDate: c.isCreateDate,
    isUpdateDate: c.isUpdateDate,
    default: typeof c.default === 'function' ? (c.default as () => string)() : c.default,
    transformed: c.transformer ? (c.transformer as typeof bigintAsNumber).from('42') : undefined,
    relation: c.relationMetadata?.propertyName,
  }));
  return { columns, relations, foreignKeys };
}

describe('column vocabulary', () => {
  it('gives the same TypeORM metadata (columns, relations, foreign keys) as the spelled-out decorators', async () => {
    const dataSource = new DataSource({
      type: 'postgres',
      entities: [Owner, SpelledOut, FromVocabulary],
      namingStrategy: new SnakeNamingStrategy(),
    });
    await (dataSource as unknown as { buildMetadatas(): Promise<void> }).buildMetadatas();

    const [spelledOut, fromVocabulary] = [SpelledOut, FromVocabulary].map((target) =>
      columnsOf(dataSource.getMetadata(target)),
    );
    expect(fromVocabulary).toEqual(spelledOut);
    expect(fromVocabulary.relations).toEqual([expect.objectContaining({ joinColumns: ['owner_id'] })]);
    expect(fromVocabulary.columns.find((c) => c.propertyName === 'size')?.transformed).toBe(42);
  });
});
