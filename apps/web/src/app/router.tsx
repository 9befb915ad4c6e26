import { type ReactNode, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { NotFoundPage } from '../features/errors/pages/not-found-page';
import { HomePage } from '../features/home/pages/home-page';
import { loadRequestDetails, preloadRequestDetails } from '../features/requests/request-details-preload';
import { useT } from '../i18n/use-t';
import { lazyNamed } from '../lib/lazy-named';
import { COMPLETE_PROFILE_PATH, RequireAuth } from './guards/require-auth';
import { RequireRole } from './guards/require-role';
import { PublicLayout } from './layouts/public-layout';

// Every page but the home page is its own chunk, loaded when first visited: the home page stays
// small on a slow phone, and the dashboard never weighs on visitors.
const AuditLogPage = lazyNamed(() => import('../features/audit/pages/audit-log-page'), 'AuditLogPage');
const LoginPage = lazyNamed(() => import('../features/auth/pages/login-page'), 'LoginPage');
const ForgotPasswordPage = lazyNamed(() => import('../features/auth/pages/forgot-password-page'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyNamed(() => import('../features/auth/pages/reset-password-page'), 'ResetPasswordPage');
const GoogleLandingPage = lazyNamed(() => import('../features/auth/pages/google-landing-page'), 'GoogleLandingPage');
const CompleteProfilePage = lazyNamed(() => import('../features/profile/pages/complete-profile-page'), 'CompleteProfilePage');
const RegisterPage = lazyNamed(() => import('../features/auth/pages/register-page'), 'RegisterPage');
const AddBlogPage = lazyNamed(() => import('../features/blogs/pages/add-blog-page'), 'AddBlogPage');
const BlogListPage = lazyNamed(() => import('../features/blogs/pages/blog-list-page'), 'BlogListPage');
const BlogPostPage = lazyNamed(() => import('../features/blogs/pages/blog-post-page'), 'BlogPostPage');
const ContentPage = lazyNamed(() => import('../features/blogs/pages/content-page'), 'ContentPage');
const EditBlogPage = lazyNamed(() => import('../features/blogs/pages/edit-blog-page'), 'EditBlogPage');
const MessagesPage = lazyNamed(() => import('../features/contact/pages/messages-page'), 'MessagesPage');
const DonorHomePage = lazyNamed(() => import('../features/dashboard/pages/donor-home-page'), 'DonorHomePage');
const FilterDataPage = lazyNamed(() => import('../features/dashboard/pages/filter-data-page'), 'FilterDataPage');
const FundingPage = lazyNamed(() => import('../features/payments/pages/funding-page'), 'FundingPage');
const OutboxPage = lazyNamed(() => import('../features/outbox/pages/outbox-page'), 'OutboxPage');
const MyGiftsPage = lazyNamed(() => import('../features/payments/pages/my-gifts-page'), 'MyGiftsPage');
const PaymentPage = lazyNamed(() => import('../features/payments/pages/payment-page'), 'PaymentPage');
const ProfilePage = lazyNamed(() => import('../features/profile/pages/profile-page'), 'ProfilePage');
const CreateRequestPage = lazyNamed(() => import('../features/requests/pages/create-request-page'), 'CreateRequestPage');
const EditRequestPage = lazyNamed(() => import('../features/requests/pages/edit-request-page'), 'EditRequestPage');
const MyRequestsPage = lazyNamed(() => import('../features/requests/pages/my-requests-page'), 'MyRequestsPage');
const PendingRequestsPage = lazyNamed(() => import('../features/requests/pages/pending-requests-page'), 'PendingRequestsPage');
const RequestDetailsPage = lazyNamed(loadRequestDetails, 'RequestDetailsPage');
const SearchPage = lazyNamed(() => import('../features/requests/pages/search-page'), 'SearchPage');
const AdminHomePage = lazyNamed(() => import('../features/stats/pages/admin-home-page'), 'AdminHomePage');
const UsersPage = lazyNamed(() => import('../features/users/pages/users-page'), 'UsersPage');
const DashboardLayout = lazyNamed(() => import('./layouts/dashboard-layout'), 'DashboardLayout');

function PageFallback() {
  const t = useT();
  return <PageSpinner screen label={t('Loading the page')} />;
}

const adminOnly = (page: ReactNode) => <RequireRole roles={['admin']}>{page}</RequireRole>;
/** The spec left volunteer pages open to anyone signed in; they are for volunteers and admins. */
const staffOnly = (page: ReactNode) => <RequireRole roles={['volunteer', 'admin']}>{page}</RequireRole>;

/**
 * Every route of the product; a route error renders the same page as an unknown route. The browser
 * runs them in a browser router (main.tsx), the build in a memory router to prerender public pages
 * (prerender.tsx).
 */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    errorElement: <NotFoundPage />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/login/google', element: <GoogleLandingPage /> },
      {
        path: COMPLETE_PROFILE_PATH,
        element: (
          <RequireAuth>
            <CompleteProfilePage />
          </RequireAuth>
        ),
      },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/search', element: <SearchPage /> },
      { path: '/pendingRequest', element: <PendingRequestsPage /> },
      { path: '/donation', element: <Navigate to="/pendingRequest" replace /> },
      { path: '/payment', element: <PaymentPage /> },
      { path: '/blog', element: <BlogListPage /> },
      { path: '/blog/:id', element: <BlogPostPage /> },
      {
        path: '/details/:id',
        // Starts the page's chunk and its data at once, beside the session check, not after it.
        loader: ({ params }) => preloadRequestDetails(params.id ?? ''),
        hydrateFallbackElement: <PageFallback />,
        element: (
          <RequireAuth>
            <RequestDetailsPage />
          </RequireAuth>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    path: '/dashboard',
    element: (
      <RequireAuth>
        <Suspense fallback={<PageFallback />}>
          <DashboardLayout />
        </Suspense>
      </RequireAuth>
    ),
    errorElement: <NotFoundPage />,
    children: [
      { index: true, element: <Navigate to="dashboards" replace /> },
      { path: 'dashboards', element: <DonorHomePage /> },
      { path: 'profile', element: <ProfilePage /> },
      { path: 'myDonationRequests', element: <MyRequestsPage /> },
      { path: 'donationRequest', element: <CreateRequestPage /> },
      { path: 'update/:id', element: <EditRequestPage /> },
      { path: 'home', element: adminOnly(<AdminHomePage />) },
      { path: 'funding', element: adminOnly(<FundingPage />) },
      { path: 'myGifts', element: <MyGiftsPage /> },
      { path: 'allRequest', element: adminOnly(<FilterDataPage title="All blood donation requests" variant="manage" />) },
      { path: 'users', element: adminOnly(<UsersPage />) },
      { path: 'messages', element: adminOnly(<MessagesPage />) },
      { path: 'audit', element: adminOnly(<AuditLogPage />) },
      { path: 'outbox', element: adminOnly(<OutboxPage />) },
      { path: 'content', element: adminOnly(<ContentPage />) },
      { path: 'addBlog', element: <AddBlogPage /> },
      { path: 'blogs/:id/edit', element: <EditBlogPage /> },
      { path: 'volunteerHome', element: staffOnly(<FilterDataPage title="Volunteer home" variant="manage" />) },
      { path: 'volunteerAllRequest', element: staffOnly(<FilterDataPage title="Volunteer all requests" variant="editOnly" />) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
