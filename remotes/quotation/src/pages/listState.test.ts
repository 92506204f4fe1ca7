import { catalogueListQuery, costingQueueQuery } from '@managewell/api/contract';
import { describe, expect, it } from 'vitest';
import { readCatalogueQuery, readQueueQuery } from './listState';
import { parseParams } from './shared';

const KEYS = Object.keys(costingQueueQuery.shape);

describe('readQueueQuery', () => {
  // The first page reads its URL without zod; it must agree with the contract's schema.
  it.each([
    '',
    'page=3&pageSize=50',
    'page=0&pageSize=101',
    'page=2.5&pageSize=abc',
    'page=100001',
    'page=+4&pageSize= 10 ',
    'order=desc&q=  Mehta  ',
    'order=sideways&q=',
    `q=${'x'.repeat(101)}`,
    `q=${'y'.repeat(100)}&page=7`,
    'page=1e2',
    'page=0x10',
  ])('reads %s as the schema does', (search) => {
    const params = new URLSearchParams(search);
    expect(readQueueQuery(params)).toEqual(parseParams(costingQueueQuery, params, KEYS));
  });
});

describe('readCatalogueQuery', () => {
  const keys = Object.keys(catalogueListQuery.shape);
  it.each([
    '',
    'page=3&pageSize=200',
    'pageSize=201&page=0',
    'order=desc&sort=rate_paise',
    'sort=price&order=up',
    'active=true&q=  tile  ',
    'active=yes&q=',
    `q=${'x'.repeat(101)}`,
    'page=1e2&pageSize=0x10',
  ])('reads %s as the schema does', (search) => {
    const params = new URLSearchParams(search);
    expect(readCatalogueQuery(params)).toEqual(parseParams(catalogueListQuery, params, keys));
  });
});
