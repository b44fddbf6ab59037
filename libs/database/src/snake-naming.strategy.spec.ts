import { SnakeNamingStrategy } from './snake-naming.strategy.js';
import { snakeCase } from './snake-case.util.js';

describe('snakeCase', () => {
  it.each([
    ['publishedAt', 'published_at'],
    ['OutboxEvent', 'outbox_event'],
    ['HTTPServer', 'http_server'],
    ['userID', 'user_id'],
    ['address2', 'address2'],
    ['already_snake', 'already_snake'],
  ])('turns %s into %s', (input, expected) => {
    expect(snakeCase(input)).toBe(expected);
  });
});

describe('SnakeNamingStrategy', () => {
  const strategy = new SnakeNamingStrategy();

  it('derives table names from class names unless one is given', () => {
    expect(strategy.tableName('EnvelopeRecipient', undefined)).toBe('envelope_recipient');
    expect(strategy.tableName('EnvelopeRecipient', 'recipients')).toBe('recipients');
  });

  it('snake-cases columns, keeps explicit names, prefixes embedded columns', () => {
    expect(strategy.columnName('createdAt', undefined, [])).toBe('created_at');
    expect(strategy.columnName('createdAt', 'made_at', [])).toBe('made_at');
    expect(strategy.columnName('zipCode', undefined, ['billingAddress'])).toBe('billing_address_zip_code');
  });

  it('names join columns and join tables in snake_case', () => {
    expect(strategy.joinColumnName('ownerUser', 'id')).toBe('owner_user_id');
    expect(strategy.joinTableName('envelope', 'tag', 'tagLinks', 'envelopes')).toBe('envelope_tag_links_tag');
    expect(strategy.joinTableColumnName('envelope', 'id')).toBe('envelope_id');
  });
});
