import { describe, expectTypeOf, it } from 'vitest';
import { createClient } from './client.ts';

const client = createClient();

describe('the SDK is typed from the contract', () => {
  it('knows the answer of a call', async () => {
    const { data } = await client.GET('/campus');
    expectTypeOf(data?.data).not.toBeAny();
  });

  it('refuses a path the contract does not have', () => {
    // @ts-expect-error no such path
    client.GET('/campuses');
  });

  it('refuses a body without its required fields', () => {
    // @ts-expect-error `password` is required by POST /login
    client.POST('/login', { body: { username: 'ada' } });
  });

  it('refuses a parameter of the wrong type', () => {
    // @ts-expect-error ids are decimal strings, not numbers
    client.PATCH('/enablecampus/{id}', { params: { path: { id: 7 } } });
  });
});
