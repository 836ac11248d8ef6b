import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { StoreContactDocument } from '@/__generated__/graphql.ts';
import { parsePageQueries, warmPageQueries } from './page-queries.ts';

const contact = {
  __typename: 'StoreContact',
  tradingName: 'Titan Tees',
  address: 'Dubai',
  phone: '+971 50 000 0000',
  whatsapp: '+971 50 000 0000',
  email: 'shop@example.com',
  trn: '100000000000003',
  openingHours: ['Daily 10:00–22:00'],
};

/** A client whose cache holds what a server render left, and a link that counts what it is asked to send. */
function restoredClient() {
  const sent: string[] = [];
  const link = new ApolloLink((operation) => {
    sent.push(operation.operationName ?? '');
    return new Observable((observer) => observer.error(new Error('offline')));
  });
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  client.writeQuery({ query: StoreContactDocument, data: { storeContact: contact } as never });
  return { client, sent };
}

describe('parsePageQueries', () => {
  it('reads the operation names and variables the server wrote', () => {
    expect(parsePageQueries('[["Layout",{}],["ProductDetail",{"id":"3"}]]')).toEqual([
      ['Layout', {}],
      ['ProductDetail', { id: '3' }],
    ]);
  });

  it('drops entries that are not a name and an object of variables, and text that is not a list', () => {
    expect(parsePageQueries('[["Layout"],[1,{}],["X",null],["Y",[]],"Z",["Ok",{"a":1}],["Long",{},3]]')).toEqual([
      ['Ok', { a: 1 }],
    ]);
    expect(parsePageQueries('{"Layout":{}}')).toEqual([]);
    expect(parsePageQueries('not json')).toEqual([]);
    expect(parsePageQueries('')).toEqual([]);
    expect(parsePageQueries(null)).toEqual([]);
  });
});

describe('warmPageQueries', () => {
  it('reads each query from the cache once, and a component asking for it later gets that same result', async () => {
    const { client, sent } = restoredClient();
    const watchQuery = vi.spyOn(client, 'watchQuery');
    await warmPageQueries(client, [['StoreContact', {}]]);
    expect(watchQuery).toHaveBeenCalledTimes(1);
    const warmed = watchQuery.mock.results[0]?.value.getCurrentResult().data;
    watchQuery.mockRestore();

    const later = client.watchQuery({ query: StoreContactDocument }).getCurrentResult().data;
    expect(later?.storeContact?.email).toBe('shop@example.com');
    expect(later).toBe(warmed);
    expect(sent).toEqual([]);
  });

  it('fetches nothing, watches nothing and skips names it has no document for', async () => {
    const { client, sent } = restoredClient();
    await warmPageQueries(client, [
      ['NoSuchQuery', {}],
      ['toString', {}],
      ['__proto__', {}],
      ['StoreContact', {}],
      ['ProductDetail', { id: '404' }],
    ]);
    expect(sent).toEqual([]);
    expect(client.getObservableQueries('all').size).toBe(0);
  });
});
