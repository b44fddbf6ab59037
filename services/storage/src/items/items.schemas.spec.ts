import { DEFAULT_SORT, listItemsQuerySchema, sortKeys } from './items.schemas.js';

describe('sortKeys', () => {
  it('reads "-field" as descending and refuses fields that cannot be sorted on', () => {
    expect(sortKeys('-is_directory,name')).toEqual([
      { field: 'is_directory', descending: true },
      { field: 'name', descending: false },
    ]);
    expect(sortKeys(undefined)).toBe(DEFAULT_SORT);
    expect(sortKeys('-created_at,blob_key')).toBeUndefined();
  });
});

describe('listItemsQuerySchema', () => {
  it('reads filters in the flat form Express 5 gives and in the nested form', () => {
    const flat = listItemsQuerySchema.parse({
      'filter[mimetype]': 'inode/directory',
      'filter[is_signed]': 'false',
    });
    const nested = listItemsQuerySchema.parse({
      filter: { mimetype: 'inode/directory', is_signed: 'false' },
    });
    expect(flat.filter).toEqual({ mimetype: 'inode/directory', is_signed: false });
    expect(nested.filter).toEqual(flat.filter);
  });

  it('caps page sizes at 100 and ignores ones that are not positive integers', () => {
    expect(listItemsQuerySchema.parse({ limit: '500', perPage: 'x' })).toMatchObject({
      limit: 100,
      perPage: undefined,
    });
    expect(listItemsQuerySchema.parse({ page: '-2' }).page).toBe(1);
  });
});
