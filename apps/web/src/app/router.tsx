import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Redirect, Route, Switch, useParams } from 'wouter';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useCurrentUser } from '@/lib/current-user.ts';
import { PageStarted } from './page-started.tsx';
import { Guarded } from './route-guard.tsx';
import { NotFoundPage } from './routes/not-found-page.tsx';

/** React.lazy for a named export. */
function lazyNamed<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): ComponentType {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

// a visitor's / is prerendered, its chunk preloaded beside the app's (decision 037)
const LandingPage = lazyNamed(() => import('./routes/landing-page.tsx'), 'LandingPage');
const EventsPage = lazyNamed(() => import('./routes/events-page.tsx'), 'EventsPage');
const EventDetailPage = lazyNamed(
  () => import('./routes/event-detail-page.tsx'),
  'EventDetailPage',
);
const CreateEventPage = lazyNamed(
  () => import('./routes/create-event-page.tsx'),
  'CreateEventPage',
);
const HostPage = lazyNamed(() => import('./routes/host-page.tsx'), 'HostPage');
const SearchPage = lazyNamed(() => import('./routes/search-page.tsx'), 'SearchPage');
const ProfilePage = lazyNamed(() => import('./routes/profile-page.tsx'), 'ProfilePage');
const ReservationPage = lazyNamed(() => import('./routes/reservation-page.tsx'), 'ReservationPage');
const GuestListPage = lazyNamed(() => import('./routes/guest-list-page.tsx'), 'GuestListPage');
const GuestListPrintPage = lazyNamed(
  () => import('./routes/guest-list-page.tsx'),
  'GuestListPrintPage',
);
const EarningsPage = lazyNamed(() => import('./routes/earnings-page.tsx'), 'EarningsPage');
const EditEventPage = lazyNamed(() => import('./routes/edit-event-page.tsx'), 'EditEventPage');
const TableModePage = lazyNamed(() => import('./routes/table-mode-page.tsx'), 'TableModePage');
const PromptsPage = lazyNamed(() => import('./routes/prompts-page.tsx'), 'PromptsPage');
const RequestsPage = lazyNamed(() => import('./routes/requests-page.tsx'), 'RequestsPage');
const SettingsPage = lazyNamed(() => import('./routes/settings-page.tsx'), 'SettingsPage');
const AdminPage = lazyNamed(() => import('./routes/admin-page.tsx'), 'AdminPage');
const PaymentSuccessPage = lazyNamed(
  () => import('./routes/payment-success-page.tsx'),
  'PaymentSuccessPage',
);
const ResetPasswordPage = lazyNamed(
  () => import('./routes/reset-password-page.tsx'),
  'ResetPasswordPage',
);
const TermsPage = lazyNamed(() => import('./routes/legal-pages.ts'), 'TermsPage');
const PrivacyPage = lazyNamed(() => import('./routes/legal-pages.ts'), 'PrivacyPage');
const CookiesPage = lazyNamed(() => import('./routes/legal-pages.ts'), 'CookiesPage');
const AccessibilityPage = lazyNamed(() => import('./routes/legal-pages.ts'), 'AccessibilityPage');

/** Every page but home sits in the content container. */
function Contained({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-6xl px-5 py-6 sm:px-8">
      <Suspense fallback={<Spinner label="Loading page" />}>
        {children}
        <PageStarted />
      </Suspense>
    </div>
  );
}

/** Admins are sent to their dashboard once the user has loaded. */
function HomeRoute() {
  const { user } = useCurrentUser();
  if (user?.isAdmin) return <Redirect to="/admin" replace />;
  return (
    <Suspense fallback={<Spinner label="Loading page" />}>
      <LandingPage />
      <PageStarted />
    </Suspense>
  );
}

/** /profile/:id keeps its own key so moving between profiles starts each page afresh. */
function OtherProfileRoute() {
  const { id } = useParams<{ id: string }>();
  return <ProfilePage key={id} />;
}

function guarded(path: string, Page: ComponentType) {
  return (
    <Contained>
      <Guarded path={path}>
        <Page />
      </Guarded>
    </Contained>
  );
}

export function AppRoutes() {
  return (
    <Switch>
      <Route path="/">
        <HomeRoute />
      </Route>
      <Route path="/events">
        <Contained>
          <EventsPage />
        </Contained>
      </Route>
      <Route path="/events/:id">
        <Contained>
          <EventDetailPage />
        </Contained>
      </Route>
      <Route path="/event/:id/guests">{guarded('/event/guests', GuestListPage)}</Route>
      <Route path="/host/earnings">{guarded('/host/earnings', EarningsPage)}</Route>
      <Route path="/event/:id/table">{guarded('/event/table', TableModePage)}</Route>
      <Route path="/event/:id/prompts">{guarded('/event/prompts', PromptsPage)}</Route>
      <Route path="/event/:id/requests">{guarded('/event/requests', RequestsPage)}</Route>
      <Route path="/event/:id/guests/print">
        {guarded('/event/guests/print', GuestListPrintPage)}
      </Route>
      <Route path="/event/:id/edit">{guarded('/event/edit', EditEventPage)}</Route>
      <Route path="/event/:id">
        <Contained>
          <EventDetailPage />
        </Contained>
      </Route>
      <Route path="/host">
        <Contained>
          <HostPage />
        </Contained>
      </Route>
      <Route path="/search">
        <Contained>
          <SearchPage />
        </Contained>
      </Route>
      <Route path="/reset-password">
        <Contained>
          <ResetPasswordPage />
        </Contained>
      </Route>
      <Route path="/payment-success">
        <Contained>
          <PaymentSuccessPage />
        </Contained>
      </Route>
      <Route path="/terms">
        <Contained>
          <TermsPage />
        </Contained>
      </Route>
      <Route path="/privacy">
        <Contained>
          <PrivacyPage />
        </Contained>
      </Route>
      <Route path="/cookies">
        <Contained>
          <CookiesPage />
        </Contained>
      </Route>
      <Route path="/accessibility">
        <Contained>
          <AccessibilityPage />
        </Contained>
      </Route>
      <Route path="/create">{guarded('/create', CreateEventPage)}</Route>
      <Route path="/profile">{guarded('/profile', ProfilePage)}</Route>
      <Route path="/profile/:id">
        <Contained>
          <OtherProfileRoute />
        </Contained>
      </Route>
      <Route path="/reservations/:id">{guarded('/reservations', ReservationPage)}</Route>
      <Route path="/settings">{guarded('/settings', SettingsPage)}</Route>
      <Route path="/admin">{guarded('/admin', AdminPage)}</Route>
      <Route>
        <Contained>
          <NotFoundPage />
        </Contained>
      </Route>
    </Switch>
  );
}
