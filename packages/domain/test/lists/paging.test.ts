import { describe, expect, it } from 'vitest';
import {
  PAGE_SIZE,
  pageCount,
  pageOffset,
  pagingQuerySchema,
  rowsToSkip,
  shouldLoadNextPage,
  toFieldError,
} from '../../src/index.ts';

describe('paging (spec 7 and 9)', () => {
  it('uses pages of 20 and sends the page index as offset', () => {
    expect(PAGE_SIZE).toBe(20);
    expect(pageOffset(1)).toBe(0);
    expect(pageOffset(3)).toBe(2);
    expect(pageOffset(0)).toBe(0);
  });
  it('the server skips offset × limit rows', () => {
    expect(rowsToSkip(0)).toBe(0);
    expect(rowsToSkip(2)).toBe(40);
    expect(rowsToSkip(2, 10)).toBe(20);
  });
  it.each([
    [0, 0],
    [1, 1],
    [20, 1],
    [21, 2],
    [40, 2],
    [41, 3],
  ])('%i results → %i pages', (count, pages) => {
    expect(pageCount(count)).toBe(pages);
  });
});

describe('infinite scroll', () => {
  const pos = (scrollTop: number) => ({ scrollTop, clientHeight: 600, scrollHeight: 2000 });
  it('loads within 60 px of the end', () => {
    expect(shouldLoadNextPage(pos(1340), 1, 3)).toBe(true);
    expect(shouldLoadNextPage(pos(1400), 1, 3)).toBe(true);
    expect(shouldLoadNextPage(pos(1339), 1, 3)).toBe(false);
  });
  it('never past the last page', () => {
    expect(shouldLoadNextPage(pos(1400), 3, 3)).toBe(false);
    expect(shouldLoadNextPage(pos(1400), 1, 0)).toBe(false);
  });
});

describe('pagingQuerySchema', () => {
  it('defaults to the first page of 20', () => {
    expect(pagingQuerySchema.parse({})).toEqual({ offset: 0, limit: 20 });
    expect(pagingQuerySchema.parse({ offset: '2', limit: '50' })).toEqual({ offset: 2, limit: 50 });
  });
  it.each([
    [{ offset: '-1' }, 'offset'],
    [{ offset: 'x' }, 'offset'],
    [{ limit: '0' }, 'limit'],
    [{ limit: '101' }, 'limit'],
    [{ limit: '2.5' }, 'limit'],
  ])('refuses %j in Dutch', (query, field) => {
    const result = pagingQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    if (!result.success) {
      const error = toFieldError(result.error);
      expect(error.field).toBe(field);
      expect(error.message).toMatch(new RegExp(`^De parameter '${field}' moet een geheel getal`));
    }
  });
});
