import { SqlMigration } from '@rubrica/database';

/**
 * Text tags (issue 16, item 4): a document keeps the tags found in its text at upload (each with
 * its box, and the field it became once its recipient slot named a recipient), and a recipient may
 * carry the label that tags name instead of a position (`{{signature;buyer}}`).
 */
export class TextTags1737200000000 extends SqlMigration {
  protected readonly upSql = [
    `ALTER TABLE documents ADD COLUMN text_tags jsonb NOT NULL DEFAULT '[]'::jsonb`,
    'ALTER TABLE recipients ADD COLUMN tag_label text',
  ];

  protected readonly downSql = [
    'ALTER TABLE recipients DROP COLUMN tag_label',
    'ALTER TABLE documents DROP COLUMN text_tags',
  ];
}
