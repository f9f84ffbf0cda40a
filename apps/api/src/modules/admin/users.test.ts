import { ADMIN_USERS_PAGE_SIZE, type AdminUsersResponse } from '@storytable/domain';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../platform/users/user-factory.ts';
import { agentFor } from '../../test/auth.ts';
import { useTestApp } from '../../test/helper.ts';
import { get } from '../../test/requests.ts';

const ctx = useTestApp();

async function search(query: string) {
  const admin = await createUser(ctx.database.db, { isAdmin: true });
  const res = await get(
    ctx.app,
    await agentFor(ctx.app, ctx.database.db, admin),
    `/api/admin/users${query}`,
  );
  return res;
}

const ids = (res: { json(): unknown }) => (res.json() as AdminUsersResponse).users.map((u) => u.id);

describe('GET /api/admin/users (spec section 5, Admin user search)', () => {
  it('finds by name, username or email, case-insensitively', async () => {
    const tag = `q${Date.now().toString(36)}`;
    const byName = await createUser(ctx.database.db, { name: `Marguerite ${tag.toUpperCase()}` });
    const byUsername = await createUser(ctx.database.db, { username: `chef_${tag}` });
    const byEmail = await createUser(ctx.database.db, { email: `${tag}@Example.test` });
    const other = await createUser(ctx.database.db);
    const res = await search(`?search=${tag.toUpperCase()}`);
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toEqual([byName.id, byUsername.id, byEmail.id]);
    expect(ids(res)).not.toContain(other.id);
    expect(res.json()).toMatchObject({ total: 3, page: 1, totalPages: 1 });
  });

  it('takes % and _ literally', async () => {
    const plain = await createUser(ctx.database.db, { name: 'Percent Free' });
    const res = await search('?search=%25');
    expect(ids(res)).not.toContain(plain.id);
  });

  it('pages by a bounded size with a total', async () => {
    const tag = `p${Date.now().toString(36)}`;
    const made = [];
    for (let i = 0; i < ADMIN_USERS_PAGE_SIZE + 3; i++) {
      made.push((await createUser(ctx.database.db, { name: `Pager ${tag} ${i}` })).id);
    }
    const first = await search(`?search=${tag}`);
    expect(ids(first)).toEqual(made.slice(0, ADMIN_USERS_PAGE_SIZE));
    expect(first.json()).toMatchObject({
      total: made.length,
      pageSize: ADMIN_USERS_PAGE_SIZE,
      totalPages: 2,
    });
    const second = await search(`?search=${tag}&page=2`);
    expect(ids(second)).toEqual(made.slice(ADMIN_USERS_PAGE_SIZE));
    const beyond = await search(`?search=${tag}&page=9`);
    expect(ids(beyond)).toEqual([]);
    expect(beyond.json()).toMatchObject({ total: made.length, page: 9 });
  });

  it('never lists a removed account', async () => {
    const gone = await createUser(ctx.database.db, {
      name: 'Removed Person',
      deletedAt: new Date(),
    });
    const res = await search(`?search=${gone.username}`);
    expect(ids(res)).toEqual([]);
  });

  it.each([
    ['?page=0', 'Invalid page'],
    ['?page=abc', 'Invalid page'],
    [`?search=${'x'.repeat(101)}`, 'Search is too long'],
  ])('refuses %s with its message', async (query, message) => {
    const res = await search(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});
