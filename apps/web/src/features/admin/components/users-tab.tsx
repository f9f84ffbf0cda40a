import { ADMIN_SEARCH_MAX } from '@storytable/domain';
import { Search, ShieldPlus, Users } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { TabEmpty, TabError, TabLoading } from '@/components/tab-states.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { inputClasses } from '@/components/ui/text-field.tsx';
import { FETCH_USERS_FAILED, useUsers } from '../api/get-users.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { useFetchErrorToast } from '../hooks/use-fetch-error-toast.ts';
import { AdminUserItem } from './admin-user-item.tsx';

const SEARCH_DELAY_MS = 300;

/** All Users: search by name, username or email (debounced), a page at a time. */
export function UsersTab() {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const [pageOf, setPageOf] = useState({ search, page: 1 });
  // a new search starts on its first page
  const page = pageOf.search === search ? pageOf.page : 1;
  const q = useUsers(search, page);
  useFetchErrorToast(q, FETCH_USERS_FAILED);
  const searchId = useId();
  const emptyPastTheEnd = !!q.data && q.data.users.length === 0 && page > 1;
  const lastPage = Math.max(1, q.data?.totalPages ?? 1);
  // a deletion can empty the last page: step back to the one that is now last
  useEffect(() => {
    if (emptyPastTheEnd) setPageOf({ search, page: lastPage });
  }, [emptyPastTheEnd, search, lastPage]);

  let body: React.ReactNode;
  if (q.isPending) body = <TabLoading label="Loading users" />;
  else if (q.isError)
    body = <TabError error={q.error} fallback={FETCH_USERS_FAILED} onRetry={() => q.refetch()} />;
  else if (q.data.users.length === 0)
    body = (
      <TabEmpty icon={Users} title={search ? 'No users match your search' : 'No users yet'}>
        {search ? 'Try part of a name, a username or an email address.' : undefined}
      </TabEmpty>
    );
  else {
    const { users, total, pageSize } = q.data;
    const first = (q.data.page - 1) * pageSize + 1;
    body = (
      <>
        <p className="text-sm text-muted" aria-live="polite">
          Showing {first}–{first + users.length - 1} of {total} {total === 1 ? 'user' : 'users'}
        </p>
        <ul className="mt-3 space-y-3" aria-label="Users" aria-busy={q.isPlaceholderData}>
          {users.map((u) => (
            <AdminUserItem key={u.id} user={u} />
          ))}
        </ul>
        <Pagination
          className="mt-6"
          label="Users pages"
          page={q.data.page}
          totalPages={q.data.totalPages}
          loading={q.isFetching}
          onPageChange={(next) => setPageOf({ search, page: next })}
        />
      </>
    );
  }

  return (
    <div className="space-y-5">
      <div className="relative max-w-xl">
        <label htmlFor={searchId} className="sr-only">
          Search users
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
        />
        <input
          id={searchId}
          type="search"
          value={typed}
          maxLength={ADMIN_SEARCH_MAX}
          onChange={(e) => setTyped(e.target.value)}
          placeholder="Search by name, username or email"
          className={`${inputClasses} pl-10`}
        />
      </div>
      <p className="flex items-start gap-2 text-sm text-muted">
        <ShieldPlus aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          Make Admin is not offered here: admins are made on the server with its admin command (
          <code className="text-xs">npm run admin -- promote &lt;username&gt;</code>).
        </span>
      </p>
      {body}
    </div>
  );
}
